import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { Bets } from './roulette-bets';
import { BOARD_HEIGHT, BOARD_WIDTH, cellOf, COLUMN_SPOTS, DOZEN_SPOTS, EDGE_SPOTS, OUTSIDE_SPOTS, STRAIGHT_SPOTS, type BetSpot } from './roulette-layout';
import { pocketColor } from './roulette-pockets';
import { BoxSpot, EdgeSpotButton } from './roulette-spots';

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
 * lines between numbers, placed from the geometry in roulette-layout.ts.
 */
export function RouletteBoard({ bets, onBet, disabled, winning }: BoardProps) {
  const [preview, setPreview] = useState<BetSpot | null>(null);
  const box = (spot: BetSpot, className: string) => (
    <BoxSpot key={spot.key} spot={spot} amount={bets.get(spot.key)} onBet={onBet} disabled={disabled} onPreview={setPreview} className={cn('min-h-11 rounded-sm', className)} />
  );
  return (
    <div className="overflow-x-auto pb-2" data-testid="roulette-board">
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
  );
}
