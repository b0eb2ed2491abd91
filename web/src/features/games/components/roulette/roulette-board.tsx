import { useState } from 'react';
import { ChevronsRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { Bets } from './roulette-bets';
import { BOARD_HEIGHT, BOARD_WIDTH, cellOf, COLUMN_SPOTS, DOZEN_SPOTS, EDGE_SPOTS, OUTSIDE_SPOTS, STRAIGHT_SPOTS, type BetSpot } from './roulette-layout';
import { pocketColor } from './roulette-pockets';
import { BoxSpot, EdgeSpotButton } from './roulette-spots';
import { useScrollOverflow } from './use-scroll-overflow';

interface BoardProps {
  bets: Bets;
  onBet: (spot: BetSpot) => void;
  disabled: boolean;
  /** the pocket of the last spin, once its animation has ended */
  winning: number | null;
}

const FELT = 'bg-emerald-800 hover:bg-emerald-700';
const COLOR_CLASS = { red: 'bg-red-600 hover:bg-red-500', black: 'bg-slate-900 hover:bg-slate-800', green: 'bg-emerald-600 hover:bg-emerald-500' } as const;
const BOX_CLASS: Record<string, string> = { red: COLOR_CLASS.red, black: COLOR_CLASS.black };
const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The American betting layout: 0 and 00 at the head, 36 numbers in three rows of twelve, the three 2:1
 * columns, the dozens and the even-money boxes. Splits, corners, streets and lines are round targets on the
 * lines between numbers, placed from the geometry in roulette-layout.ts. Where the screen is narrower than
 * the table (phones), the table scrolls sideways: a hint above it says so, and a fade on its right edge
 * shows there is more until the end is reached.
 */
export function RouletteBoard({ bets, onBet, disabled, winning }: BoardProps) {
  const [preview, setPreview] = useState<BetSpot | null>(null);
  const box = (spot: BetSpot, className: string) => (
    <BoxSpot key={spot.key} spot={spot} amount={bets.get(spot.key)} onBet={onBet} disabled={disabled} onPreview={setPreview} className={cn('min-h-11 rounded-sm', className)} />
  );
  const scroller = useScrollOverflow<HTMLDivElement>();
  return (
    // min-w-0: the board's 40rem must widen only the scroller below, never this column (and so the page)
    <div className="grid min-w-0 gap-1">
      {scroller.overflowing ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="roulette-board-scroll-hint">
          <ChevronsRight className="size-4 shrink-0" aria-hidden />
          {scroller.atEnd ? 'Scroll back for 0, 00 and the low numbers.' : 'Swipe sideways for the whole table: numbers up to 36, the 2 to 1 columns and every outside bet.'}
        </p>
      ) : null}
      <div className="relative min-w-0">
        <div
          ref={scroller.ref}
          className="overflow-x-auto pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          tabIndex={scroller.overflowing ? 0 : undefined}
          role={scroller.overflowing ? 'region' : undefined}
          aria-label={scroller.overflowing ? 'Roulette table (scrolls sideways)' : undefined}
          data-testid="roulette-board"
          data-overflowing={scroller.overflowing}
        >
          <div className="grid min-w-[40rem] grid-cols-14 rounded-lg bg-emerald-900/60 p-2">
            <div className="relative col-span-13 h-36" data-testid="roulette-numbers">
              {STRAIGHT_SPOTS.map((spot) => {
                const n = spot.numbers[0]!;
                const cell = cellOf(n);
                return (
                  <BoxSpot
                    key={spot.key}
                    spot={spot}
                    amount={bets.get(spot.key)}
                    onBet={onBet}
                    disabled={disabled}
                    onPreview={setPreview}
                    highlight={winning === n ? 'winning' : preview?.numbers.includes(n) ? 'covered' : undefined}
                    className={cn('absolute', COLOR_CLASS[pocketColor(n)])}
                    style={{ left: percent(cell.x, BOARD_WIDTH), top: percent(cell.y, BOARD_HEIGHT), width: percent(cell.width, BOARD_WIDTH), height: percent(cell.height, BOARD_HEIGHT) }}
                  />
                );
              })}
              {EDGE_SPOTS.map((spot) => (
                <EdgeSpotButton
                  key={spot.key}
                  spot={spot}
                  amount={bets.get(spot.key)}
                  onBet={onBet}
                  disabled={disabled}
                  onPreview={setPreview}
                  style={{ left: percent(spot.at.x, BOARD_WIDTH), top: percent(spot.at.y, BOARD_HEIGHT) }}
                />
              ))}
            </div>
            <div className="grid h-36 grid-rows-3">{[...COLUMN_SPOTS].reverse().map((spot) => box(spot, cn('text-[11px] whitespace-nowrap sm:text-xs', FELT)))}</div>
            {/* a strip under the numbers so the street and line targets on their bottom edge do not cover the dozens */}
            <div className="col-span-14 h-3" />
            <div />
            {DOZEN_SPOTS.map((spot) => box(spot, cn('col-span-4', FELT)))}
            <div />
            <div />
            {OUTSIDE_SPOTS.map((spot) => box(spot, cn('col-span-2', BOX_CLASS[spot.key] ?? FELT)))}
            <div />
          </div>
        </div>
        {scroller.overflowing && !scroller.atEnd ? (
          <div className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-background/90 to-transparent" aria-hidden data-testid="roulette-board-scroll-fade" />
        ) : null}
      </div>
    </div>
  );
}
