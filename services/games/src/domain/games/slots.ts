import type { SlotSymbol } from '@app/contracts';
import { pickWeighted } from '../fairness/weighted.js';
import { payoutFor } from '../money.js';

/**
 * Slots: three reels with the same weighted strip; reel i shows pickWeighted(REEL_WEIGHTS, float_i).
 * Three of a kind pays the symbol's value (spec), exactly two alike 1.5x, else nothing. With weights
 * 25, 8, 7, 6, 4, 3, 2 (of 55) the RTP is exactly 0.96.
 */
export const SLOTS_FLOATS = 3;
export const REEL: readonly { symbol: SlotSymbol; weight: number; triple100: number }[] = [
  { symbol: 'cherry', weight: 25, triple100: 200 },
  { symbol: 'lemon', weight: 8, triple100: 300 },
  { symbol: 'orange', weight: 7, triple100: 400 },
  { symbol: 'grapes', weight: 6, triple100: 500 },
  { symbol: 'bell', weight: 4, triple100: 800 },
  { symbol: 'star', weight: 3, triple100: 1500 },
  { symbol: 'diamond', weight: 2, triple100: 5000 },
];
export const PAIR_MULTIPLIER100 = 150;
const WEIGHTS = REEL.map((r) => r.weight);

/** The most a spin pays, in hundredths of its stake: the best three of a kind (or a pair, were it higher). */
export function slotsMaxMultiplier100(): number {
  return Math.max(PAIR_MULTIPLIER100, ...REEL.map((r) => r.triple100));
}

export function slotsMultiplier100(symbols: readonly number[]): number {
  const [a, b, c] = symbols as [number, number, number];
  if (a === b && b === c) return REEL[a]!.triple100;
  if (a === b || b === c || a === c) return PAIR_MULTIPLIER100;
  return 0;
}

/** Most symbols alike on the line (1, 2 or 3): the round's integer result. */
export function mostAlike(symbols: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  return Math.max(...counts.values());
}

export interface SlotsOutcome {
  symbols: SlotSymbol[];
  symbolIndexes: number[];
  multiplier100: number;
  payout: number;
}

export function playSlots(floats: readonly number[], bet: { stake: number }): SlotsOutcome {
  const symbolIndexes = [0, 1, 2].map((i) => pickWeighted(WEIGHTS, floats[i]!));
  const multiplier100 = slotsMultiplier100(symbolIndexes);
  return { symbols: symbolIndexes.map((i) => REEL[i]!.symbol), symbolIndexes, multiplier100, payout: payoutFor(bet.stake, multiplier100) };
}
