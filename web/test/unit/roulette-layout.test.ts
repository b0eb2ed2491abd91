import { describe, expect, it } from 'vitest';
import { ROULETTE_PAYOUT_ODDS, type RouletteBetType } from '@app/contracts';
// The server's rules (pure functions of the domain): what the board offers must be exactly what it accepts.
import { allBetsOfType, coveredNumbers } from '../../../services/games/src/domain/games/roulette';
import {
  ALL_SPOTS,
  BOARD_HEIGHT,
  BOARD_WIDTH,
  cellOf,
  COLUMN_SPOTS,
  DOZEN_SPOTS,
  EDGE_SPOTS,
  STRAIGHT_SPOTS,
  spotOfBet,
  type Point,
  type Rect,
} from '../../src/features/games/components/roulette/roulette-layout';

const spots = [...ALL_SPOTS.values()];
const setKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');
const POCKETS = [...Array.from({ length: 37 }, (_, i) => i), 37];

/** Where a point sits relative to a cell: inside it, on its border, or outside it. */
function place(p: Point, r: Rect): 'inside' | 'border' | 'outside' {
  const inX = p.x >= r.x && p.x <= r.x + r.width;
  const inY = p.y >= r.y && p.y <= r.y + r.height;
  if (!inX || !inY) return 'outside';
  const onEdge = p.x === r.x || p.x === r.x + r.width || p.y === r.y || p.y === r.y + r.height;
  return onEdge ? 'border' : 'inside';
}

describe('roulette board layout', () => {
  it('sends for every spot numbers the server accepts as a bet of its type', () => {
    for (const spot of spots) expect(() => coveredNumbers(spot, spot.key), spot.key).not.toThrow();
  });

  it.each(['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column'] as const)('offers every legal %s bet of the American layout once', (type) => {
    const offered = spots.filter((s) => s.type === type).map((s) => setKey(s.numbers));
    expect(new Set(offered).size).toBe(offered.length);
    expect(new Set(offered)).toEqual(new Set(allBetsOfType(type).map(setKey)));
  });

  it('offers the six even-money bets', () => {
    const outside: RouletteBetType[] = ['red', 'black', 'even', 'odd', 'low', 'high'];
    expect(spots.filter((s) => outside.includes(s.type)).map((s) => s.key).sort()).toEqual([...outside].sort());
  });

  it('labels every spot with the odds the server pays', () => {
    for (const spot of spots) expect(spot.label, spot.key).toBe(`${spot.name} (${ROULETTE_PAYOUT_ODDS[spot.type]}:1)`);
    expect(ALL_SPOTS.get('split-1-2')?.label).toBe('Split 1 and 2 (17:1)');
    expect(ALL_SPOTS.get('corner-1-2-4-5')?.label).toBe('Corner 1, 2, 4 and 5 (8:1)');
    expect(ALL_SPOTS.get('split-0-00')?.label).toBe('Split 0 and 00 (17:1)');
  });

  it('keeps the documented test ids and their numbers', () => {
    expect(ALL_SPOTS.get('split-1-2')?.numbers).toEqual([1, 2]);
    expect(ALL_SPOTS.get('split-2-00')?.numbers).toEqual([2, 37]);
    expect(ALL_SPOTS.get('corner-1-2-4-5')?.numbers).toEqual([1, 2, 4, 5]);
    expect(ALL_SPOTS.get('street-1')?.numbers).toEqual([1, 2, 3]);
    expect(ALL_SPOTS.get('line-1-4')?.numbers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ALL_SPOTS.get('line-31-34')?.numbers).toEqual([31, 32, 33, 34, 35, 36]);
    expect(ALL_SPOTS.get('dozen-1')?.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ALL_SPOTS.get('column-1')?.numbers).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(ALL_SPOTS.get('straight-00')?.numbers).toEqual([37]);
    expect(ALL_SPOTS.size).toBe(38 + 62 + 12 + 22 + 11 + 3 + 3 + 6);
  });

  it('tiles the number area with the 38 pockets: 0 and 00 at the head, three rows of twelve, 3 on top of 1', () => {
    const area = POCKETS.reduce((sum, n) => sum + cellOf(n).width * cellOf(n).height, 0);
    expect(area).toBe(BOARD_WIDTH * BOARD_HEIGHT);
    for (const a of POCKETS)
      for (const b of POCKETS) {
        if (a >= b) continue;
        const [p, q] = [cellOf(a), cellOf(b)];
        const overlap = Math.min(p.x + p.width, q.x + q.width) > Math.max(p.x, q.x) && Math.min(p.y + p.height, q.y + q.height) > Math.max(p.y, q.y);
        expect(overlap, `${a} and ${b}`).toBe(false);
      }
    expect(cellOf(3)).toEqual({ x: 1, y: 0, width: 1, height: 1 });
    expect(cellOf(1)).toEqual({ x: 1, y: 2, width: 1, height: 1 });
    expect(cellOf(36)).toEqual({ x: 12, y: 0, width: 1, height: 1 });
    expect(cellOf(37).x + cellOf(0).x).toBe(0);
    expect(cellOf(37).y).toBeLessThan(cellOf(0).y);
  });

  it('puts a split on the line its two numbers share and a corner on the point its four share, touching no other pocket', () => {
    for (const spot of EDGE_SPOTS.filter((s) => s.type === 'split' || s.type === 'corner')) {
      for (const n of POCKETS) expect(place(spot.at, cellOf(n)), `${spot.key}, pocket ${n}`).toBe(spot.numbers.includes(n) ? 'border' : 'outside');
    }
  });

  it('puts a street on the bottom edge of its column of three and a line where two streets meet', () => {
    for (const spot of EDGE_SPOTS.filter((s) => s.type === 'street' || s.type === 'line')) {
      expect(spot.at.y, spot.key).toBe(BOARD_HEIGHT);
      const xs = spot.numbers.map((n) => cellOf(n).x);
      const [left, right] = [Math.min(...xs), Math.max(...xs) + 1];
      expect(spot.at.x, spot.key).toBe((left + right) / 2);
      expect(right - left, spot.key).toBe(spot.type === 'street' ? 1 : 2);
    }
  });

  it('keeps the click targets of inside bets at least half a cell apart', () => {
    for (const a of EDGE_SPOTS)
      for (const b of EDGE_SPOTS) {
        if (a.key >= b.key) continue;
        expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y), `${a.key} and ${b.key}`).toBeGreaterThanOrEqual(0.5);
      }
  });

  it('finds the spot of each bet the server answers with', () => {
    expect(spotOfBet({ type: 'split', numbers: [2, 1] })?.key).toBe('split-1-2');
    expect(spotOfBet({ type: 'red', numbers: [1, 3, 5] })?.key).toBe('red');
    for (const spot of [...STRAIGHT_SPOTS, ...EDGE_SPOTS, ...DOZEN_SPOTS, ...COLUMN_SPOTS]) expect(spotOfBet({ type: spot.type, numbers: coveredNumbers(spot, spot.key) })).toBe(spot);
    expect(spotOfBet({ type: 'split', numbers: [1, 5] })).toBeUndefined();
  });
});
