import { polar, slicePath } from '../shared/svg-arc';
import { segmentColor, type SegmentArc } from './wheel-geometry';

const SIZE = 320;
const C = SIZE / 2;

/** The wheel: slices as wide as their odds, turned by `rotation` degrees over `durationMs`, under a fixed pointer. */
export function WheelSvg({ arcs, rotation, durationMs, highlight }: { arcs: readonly SegmentArc[]; rotation: number; durationMs: number; highlight: number | null }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm">
      <div className="absolute top-0 left-1/2 z-10 size-0 -translate-x-1/2 border-x-[12px] border-t-[22px] border-x-transparent border-t-gold drop-shadow" data-testid="wheel-pointer" aria-hidden />
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full" data-testid="wheel-svg" role="img" aria-label="Prize wheel">
        <g
          data-testid="wheel-rotor"
          data-rotation={rotation}
          style={{ transform: `rotate(${rotation}deg)`, transformOrigin: '50% 50%', transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.15, 0.65, 0.1, 1)` : 'none' }}
        >
          {arcs.map((arc) => {
            const middle = (arc.start + arc.end) / 2;
            const text = polar(C, C, C * 0.68, middle);
            return (
              <g key={arc.index} data-testid={`wheel-segment-${arc.index}`} data-start={arc.start.toFixed(2)} data-end={arc.end.toFixed(2)}>
                <path
                  d={slicePath(C, C, C - 6, 0, arc.start, arc.end)}
                  fill={segmentColor(arc.segment.multiplier)}
                  stroke={highlight === arc.index ? '#facc15' : '#0f172a'}
                  strokeWidth={highlight === arc.index ? 4 : 1.5}
                />
                {arc.end - arc.start >= 6 ? (
                  <text
                    x={text.x}
                    y={text.y}
                    fill="white"
                    fontSize={arc.segment.multiplier === 0 || arc.end - arc.start < 12 ? 9 : 13}
                    fontWeight={800}
                    textAnchor="middle"
                    dominantBaseline="central"
                    transform={`rotate(${middle <= 180 ? middle - 90 : middle + 90} ${text.x} ${text.y})`}
                  >
                    {arc.segment.multiplier === 0 ? 'BANKRUPT' : `${arc.segment.multiplier}x`}
                  </text>
                ) : null}
              </g>
            );
          })}
          <circle cx={C} cy={C} r={C - 6} fill="none" stroke="#facc15" strokeWidth={4} />
        </g>
        <circle cx={C} cy={C} r={22} fill="#0f172a" stroke="#facc15" strokeWidth={3} />
      </svg>
    </div>
  );
}
