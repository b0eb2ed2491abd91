import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { slotLabelLayout } from './plinko-labels';

const S = 30; // peg spacing
const TOP = 24;

/** Where the ball is after `step` rows of its path (step −1: the drop point); slot k ends at (k − rows/2) × S. */
export function ballPosition(path: readonly number[], step: number, rows: number): { x: number; y: number } {
  const rights = path.slice(0, Math.max(0, step + 1)).reduce((a, b) => a + b, 0);
  const taken = Math.max(0, step + 1);
  const x = (rows + 2) * (S / 2) + (rights - taken / 2) * S;
  const y = TOP + (step + 1) * S - S / 2;
  return { x, y };
}

const slotClass = (multiplier: number) =>
  multiplier >= 10 ? 'bg-red-600 text-white' : multiplier >= 3 ? 'bg-orange-500 text-white' : multiplier >= 1 ? 'bg-yellow-500 text-slate-900' : 'bg-slate-600 text-white';

/** The width of an element, kept up to date as it resizes (0 before the first layout). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(el.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface PlinkoBoardProps {
  rows: number;
  multipliers: readonly number[];
  /** the server's path while it is being shown */
  path: readonly number[] | null;
  step: number;
  landed: number | null;
}

/** The peg triangle, the ball following the server's path row by row, and the multiplier slots. */
export function PlinkoBoard({ rows, multipliers, path, step, landed }: PlinkoBoardProps) {
  const width = (rows + 2) * S;
  const height = TOP + rows * S + 8;
  const ball = path ? ballPosition(path, step, rows) : null;
  const slotRow = useWidth<HTMLDivElement>();
  const labels = multipliers.map((m) => `${m}x`);
  // rows + 1 slots share the row less its side padding (half a slot each side) and the 2 px gaps
  const slotWidth = slotRow.width > 0 ? slotRow.width / (rows + 2) - 2 : Infinity;
  const { fontPx, vertical } = slotLabelLayout(slotWidth, labels);
  return (
    <div className="mx-auto w-full max-w-xl" data-testid="plinko-board">
      <svg viewBox={`0 0 ${width} ${height}`} className="w-full" role="img" aria-label={`Plinko board with ${rows} rows`}>
        {Array.from({ length: rows }, (_, i) =>
          Array.from({ length: i + 3 }, (_, j) => <circle key={`${i}-${j}`} cx={width / 2 + (j - (i + 2) / 2) * S} cy={TOP + i * S} r={3.5} className="fill-foreground/70" />),
        )}
        {ball ? (
          <g style={{ transform: `translate(${ball.x}px, ${ball.y}px)`, transition: 'transform 140ms ease-in' }} data-testid="plinko-ball" data-step={step}>
            <circle r={7} className="fill-gold" />
          </g>
        ) : null}
      </svg>
      <div ref={slotRow.ref} className="grid gap-0.5" data-labels={vertical ? 'vertical' : 'horizontal'} style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))`, paddingInline: `${(100 / (rows + 2)) * 0.5}%` }}>
        {multipliers.map((m, slot) => (
          <div
            key={slot}
            className={cn('grid place-items-center rounded py-1 text-center leading-none font-bold transition-transform', slotClass(m), landed === slot && 'scale-110 ring-2 ring-white')}
            style={{ fontSize: fontPx }}
            data-testid={`plinko-slot-${slot}`}
            data-landed={landed === slot ? 'true' : 'false'}
          >
            <span className="whitespace-nowrap" style={vertical ? { writingMode: 'vertical-rl', transform: 'rotate(180deg)' } : undefined}>
              {labels[slot]}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
