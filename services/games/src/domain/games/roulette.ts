import { ROULETTE_POCKETS, rouletteBetPayout, type RouletteBetType } from '@app/contracts';
import { AppError } from '@app/platform';

/**
 * American roulette: 38 pockets, 0–36 and 00 (= 37); pocket = floor(float_0 × 38). Every bet pays
 * (36 / covered − 1) : 1 (the paytable is contracts' roulette-paytable.ts), so each returns exactly 36/38
 * of its stake on average.
 */
export const ROULETTE_FLOATS = 1;
export const DOUBLE_ZERO = 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

export function pocket(float: number): number {
  return Math.floor(float * ROULETTE_POCKETS);
}

export function colorOf(n: number): 'red' | 'black' | 'green' {
  if (n === 0 || n === DOUBLE_ZERO) return 'green';
  return RED.has(n) ? 'red' : 'black';
}

/** Outside bets: fixed sets, the bet's `numbers` are not needed. */
const OUTSIDE: Partial<Record<RouletteBetType, number[]>> = {
  red: range(1, 36).filter((n) => RED.has(n)),
  black: range(1, 36).filter((n) => !RED.has(n)),
  even: range(1, 36).filter((n) => n % 2 === 0),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  low: range(1, 18),
  high: range(19, 36),
};

/** Every valid set of numbers of each inside (and dozen/column) bet on the American layout (rows of 3: 1-2-3, 4-5-6, ...). */
function insideSets(): Record<'straight' | 'split' | 'street' | 'corner' | 'line' | 'dozen' | 'column', Set<string>> {
  const straight = range(0, 37).map((n) => [n]);
  const split: number[][] = [
    [0, 37],
    [0, 1],
    [0, 2],
    [37, 2],
    [37, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const street = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
  const corner: number[][] = [];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  const line = range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6));
  const dozen = range(0, 2).map((d) => range(12 * d + 1, 12 * d + 12));
  const column = range(1, 3).map((c) => range(0, 11).map((r) => 3 * r + c));
  const toSet = (sets: number[][]) => new Set(sets.map(key));
  return { straight: toSet(straight), split: toSet(split), street: toSet(street), corner: toSet(corner), line: toSet(line), dozen: toSet(dozen), column: toSet(column) };
}
const INSIDE = insideSets();

/** The pockets a bet covers; a set that is not a valid bet of its type is a 400 naming it. */
export function coveredNumbers(bet: { type: RouletteBetType; numbers: readonly number[] }, field: string): number[] {
  const outside = OUTSIDE[bet.type];
  if (outside) return outside;
  const valid = INSIDE[bet.type as keyof typeof INSIDE];
  if (!valid.has(key(bet.numbers))) throw new AppError('VALIDATION_FAILED', `${field}: not a valid ${bet.type} bet on the American layout`, field);
  return [...bet.numbers].sort((a, b) => a - b);
}

export interface RouletteBetResult {
  type: RouletteBetType;
  numbers: number[];
  amount: number;
  won: boolean;
  payout: number;
}

export interface RouletteOutcome {
  winningNumber: number;
  color: 'red' | 'black' | 'green';
  bets: RouletteBetResult[];
  totalBet: number;
  payout: number;
}

/** Settles bets whose numbers were resolved by coveredNumbers. */
export function settleRoulette(winningNumber: number, bets: readonly { type: RouletteBetType; numbers: number[]; amount: number }[]): RouletteOutcome {
  const results = bets.map((bet) => {
    const won = bet.numbers.includes(winningNumber);
    return { ...bet, won, payout: rouletteBetPayout(bet, winningNumber) };
  });
  return {
    winningNumber,
    color: colorOf(winningNumber),
    bets: results,
    totalBet: bets.reduce((s, b) => s + b.amount, 0),
    payout: results.reduce((s, b) => s + b.payout, 0),
  };
}

export function playRoulette(floats: readonly number[], bets: readonly { type: RouletteBetType; numbers: number[]; amount: number }[]): RouletteOutcome {
  return settleRoulette(pocket(floats[0]!), bets);
}

/** For the RTP test: every valid set of each bet type. */
export function allBetsOfType(type: RouletteBetType): number[][] {
  const outside = OUTSIDE[type];
  if (outside) return [outside];
  return [...INSIDE[type as keyof typeof INSIDE]].map((k) => k.split(',').map(Number));
}
