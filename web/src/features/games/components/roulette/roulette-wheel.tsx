import { cn } from '@/lib/utils';
import { slicePath, polar } from '../shared/svg-arc';
import { pocketColor, pocketLabel, WHEEL_ORDER } from './roulette-pockets';

const SIZE = 300;
const C = SIZE / 2;
const STEP = 360 / WHEEL_ORDER.length;
const FILL = { red: '#dc2626', black: '#111827', green: '#059669' } as const;

/** The pocket angle (its centre, clockwise from 12 o'clock) of a pocket number on the unrotated wheel. */
export function pocketAngle(pocket: number): number {
  return WHEEL_ORDER.indexOf(pocket) * STEP;
}

/** The American wheel; `rotation` degrees, eased over `durationMs` so it stops with the winning pocket under the pointer. */
export function RouletteWheel({ rotation, durationMs, winning }: { rotation: number; durationMs: number; winning: number | null }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-xs" data-testid="roulette-wheel">
      <div className="absolute top-0 left-1/2 z-10 size-0 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-gold" data-testid="roulette-pointer" aria-hidden />
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full" role="img" aria-label={winning === null ? 'Roulette wheel' : `Roulette wheel stopped on ${pocketLabel(winning)}`}>
        <g style={{ transform: `rotate(${rotation}deg)`, transformOrigin: '50% 50%', transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.12, 0.7, 0.1, 1)` : 'none' }}>
          <circle cx={C} cy={C} r={C - 2} fill="#78350f" />
          {WHEEL_ORDER.map((pocket, i) => {
            const start = i * STEP - STEP / 2;
            const label = polar(C, C, C - 24, i * STEP);
            return (
              <g key={pocket}>
                <path d={slicePath(C, C, C - 8, C - 44, start, start + STEP)} fill={FILL[pocketColor(pocket)]} stroke="#d4a017" strokeWidth={0.6} />
                <text x={label.x} y={label.y} fill="white" fontSize={10} fontWeight={700} textAnchor="middle" dominantBaseline="central" transform={`rotate(${i * STEP} ${label.x} ${label.y})`}>
                  {pocketLabel(pocket)}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={C - 44} className={cn('fill-card')} stroke="#d4a017" strokeWidth={2} />
        </g>
        {winning !== null ? (
          <text x={C} y={C} textAnchor="middle" dominantBaseline="central" fontSize={36} fontWeight={800} fill={FILL[pocketColor(winning)] === '#111827' ? 'white' : FILL[pocketColor(winning)]}>
            {pocketLabel(winning)}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
