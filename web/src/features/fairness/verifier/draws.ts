/** Draws `count` items without replacement: draw i takes position floor(float_i × remaining) of the items left, in their order. */
export function drawWithoutReplacement<T>(items: readonly T[], count: number, floats: readonly number[]): T[] {
  const left = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i++) {
    const position = Math.floor(floats[i]! * left.length);
    drawn.push(left.splice(position, 1)[0]!);
  }
  return drawn;
}

/** Index with probability weight_i / Σ weights: r = floor(float × Σ), the first index whose running sum exceeds r. */
export function weightedIndex(weights: readonly number[], float: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const r = Math.floor(float * total);
  let running = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i]!;
    if (r < running) return i;
  }
  return weights.length - 1;
}

export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const CARD_SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type CardRank = (typeof CARD_RANKS)[number];

export interface VerifierCard {
  rank: CardRank;
  suit: (typeof CARD_SUITS)[number];
  value: number;
}

/** Card from a float of an infinite deck: index floor(float × 52); rank index / 4, suit index % 4. */
export function cardFromFloat(float: number, valueOf: (rank: CardRank) => number): VerifierCard {
  const index = Math.floor(float * 52);
  const rank = CARD_RANKS[Math.floor(index / 4)]!;
  return { rank, suit: CARD_SUITS[index % 4]!, value: valueOf(rank) };
}

/** floor(stake × multiplier100 / 100) in exact integers. */
export function payoutOf(stake: number, multiplier100: number): number {
  return Number((BigInt(stake) * BigInt(multiplier100)) / 100n);
}

/** (1 − house edge) in basis points: 0.04 → 9600. */
export function returnBasisPoints(houseEdge: number): number {
  return Math.round((1 - houseEdge) * 10_000);
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** 180 → "1.80" */
export function multiplierText(multiplier100: number): string {
  return (multiplier100 / 100).toFixed(2);
}
