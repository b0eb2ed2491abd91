import { ROULETTE_PAYOUT_ODDS, type RouletteBetType } from '@app/contracts';
import { DOUBLE_ZERO, pocketLabel } from './roulette-pockets';

/**
 * The American betting layout as data: every spot a player can put a chip on, the pockets it covers (what
 * POST /api/games/roulette expects in `numbers`) and, for inside bets that sit on a line, where on the board.
 * The legal sets are the server's (services/games/src/domain/games/roulette.ts); web/test/unit/roulette-layout.test.ts
 * checks that this module offers exactly those. What each spot pays is contracts' ROULETTE_PAYOUT_ODDS.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Point {
  width: number;
  height: number;
}

/**
 * Board geometry in cell units. The number area is 13 cells wide — the 0/00 column, then the twelve streets
 * 1-2-3 … 34-35-36 — and 3 rows high: top row 3, 6 … 36, bottom row 1, 4 … 34. As on the table, 00 fills the
 * upper half of the first column (beside 3 and half of 2) and 0 the lower half (beside 1 and half of 2).
 */
export const BOARD_WIDTH = 13;
export const BOARD_HEIGHT = 3;

export function cellOf(n: number): Rect {
  if (n === DOUBLE_ZERO) return { x: 0, y: 0, width: 1, height: 1.5 };
  if (n === 0) return { x: 0, y: 1.5, width: 1, height: 1.5 };
  return { x: Math.floor((n - 1) / 3) + 1, y: 2 - ((n - 1) % 3), width: 1, height: 1 };
}

export interface BetSpot {
  /** stable id: `data-testid="roulette-spot-{key}"` */
  key: string;
  /** what the bet is, e.g. 'Split 1 and 2' */
  name: string;
  /** the button's accessible name, e.g. 'Split 1 and 2 (17:1)' */
  label: string;
  /** printed on the felt ('' for the spots on lines) */
  text: string;
  type: RouletteBetType;
  /** the covered pockets in ascending order (00 = 37), as sent; [] for the even-money bets, which the server fixes */
  numbers: number[];
}

/** An inside bet placed on a line or a corner between numbers; `at` is the centre of its click target. */
export interface EdgeSpot extends BetSpot {
  at: Point;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const listed = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

function spot(key: string, type: RouletteBetType, numbers: number[], name: string, text = ''): BetSpot {
  return { key, type, numbers: ascending(numbers), name, label: `${name} (${ROULETTE_PAYOUT_ODDS[type]}:1)`, text };
}

/** The middle of the line or point the cells of `numbers` share (a split's common edge, a corner's common point). */
function sharedPoint(numbers: number[]): Point {
  const cells = numbers.map(cellOf);
  const left = Math.max(...cells.map((c) => c.x));
  const right = Math.min(...cells.map((c) => c.x + c.width));
  const top = Math.max(...cells.map((c) => c.y));
  const bottom = Math.min(...cells.map((c) => c.y + c.height));
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

function split(a: number, b: number): EdgeSpot {
  const labels = ascending([a, b]).map(pocketLabel);
  return { ...spot(`split-${labels.join('-')}`, 'split', [a, b], `Split ${labels[0]} and ${labels[1]}`), at: sharedPoint([a, b]) };
}

function corner(n: number): EdgeSpot {
  const numbers = [n, n + 1, n + 3, n + 4];
  return { ...spot(`corner-${numbers.join('-')}`, 'corner', numbers, `Corner ${listed(numbers.map(String))}`), at: sharedPoint(numbers) };
}

/** A street is placed on the bottom edge of its column of three; `first` is its lowest number (1, 4 … 34). */
function street(first: number): EdgeSpot {
  const numbers = [first, first + 1, first + 2];
  return { ...spot(`street-${first}`, 'street', numbers, `Street ${listed(numbers.map(String))}`), at: { x: cellOf(first).x + 0.5, y: BOARD_HEIGHT } };
}

/** A line (six numbers) is placed where the bottom edge of two neighbouring streets meets. */
function line(first: number): EdgeSpot {
  return { ...spot(`line-${first}-${first + 3}`, 'line', range(first, first + 5), `Line ${first} to ${first + 5}`), at: { x: cellOf(first).x + 1, y: BOARD_HEIGHT } };
}

/** The splits the layout allows: 0-00, the zeros with the numbers beside them, and neighbours across every inner line. */
function splits(): EdgeSpot[] {
  const zeros = [split(0, DOUBLE_ZERO), split(DOUBLE_ZERO, 3), split(DOUBLE_ZERO, 2), split(0, 2), split(0, 1)];
  const numbers = range(1, 36).flatMap((n) => [...(n % 3 !== 0 ? [split(n, n + 1)] : []), ...(n <= 33 ? [split(n, n + 3)] : [])]);
  return [...zeros, ...numbers];
}

export const STRAIGHT_SPOTS: BetSpot[] = [0, DOUBLE_ZERO, ...range(1, 36)].map((n) => spot(`straight-${pocketLabel(n)}`, 'straight', [n], `Straight ${pocketLabel(n)}`, pocketLabel(n)));

export const EDGE_SPOTS: EdgeSpot[] = [
  ...splits(),
  ...range(0, 11).map((s) => street(3 * s + 1)),
  ...range(1, 32)
    .filter((n) => n % 3 !== 0)
    .map(corner),
  ...range(0, 10).map((s) => line(3 * s + 1)),
];

const ORDINAL = ['1st', '2nd', '3rd'] as const;
export const DOZEN_SPOTS: BetSpot[] = [1, 2, 3].map((d) => spot(`dozen-${d}`, 'dozen', range(12 * d - 11, 12 * d), `${ORDINAL[d - 1]} dozen, ${12 * d - 11} to ${12 * d}`, `${ORDINAL[d - 1]} 12`));

/** Column c holds c, c+3 … c+33; column 3 is the top row of the board. */
export const COLUMN_SPOTS: BetSpot[] = [1, 2, 3].map((c) => spot(`column-${c}`, 'column', range(0, 11).map((r) => 3 * r + c), `Column ${c}, ${c} to ${c + 33}`, '2 to 1'));

export const OUTSIDE_SPOTS: BetSpot[] = [
  spot('low', 'low', [], '1 to 18', '1 to 18'),
  spot('even', 'even', [], 'Even', 'EVEN'),
  spot('red', 'red', [], 'Red', 'RED'),
  spot('black', 'black', [], 'Black', 'BLACK'),
  spot('odd', 'odd', [], 'Odd', 'ODD'),
  spot('high', 'high', [], '19 to 36', '19 to 36'),
];

export const ALL_SPOTS: ReadonlyMap<string, BetSpot> = new Map([...STRAIGHT_SPOTS, ...EDGE_SPOTS, ...DOZEN_SPOTS, ...COLUMN_SPOTS, ...OUTSIDE_SPOTS].map((s) => [s.key, s]));

const isOutside = (type: RouletteBetType) => ['red', 'black', 'even', 'odd', 'low', 'high'].includes(type);
const betKey = (type: RouletteBetType, numbers: readonly number[]) => (isOutside(type) ? type : `${type}:${ascending([...numbers]).join(',')}`);
const BY_BET = new Map([...ALL_SPOTS.values()].map((s) => [betKey(s.type, s.numbers), s]));

/** The spot of a bet as the server answers it (numbers sorted; the even-money bets list every pocket they cover). */
export function spotOfBet(bet: { type: RouletteBetType; numbers: readonly number[] }): BetSpot | undefined {
  return BY_BET.get(betKey(bet.type, bet.numbers));
}
