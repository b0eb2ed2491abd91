import { payoutOf, weightedIndex } from '../draws';
import { int } from '../params';
import type { GameVerifier } from '../types';

/** The reel strip (FAIRNESS.md): each reel shows weightedIndex(weights, float_i); three alike pay the symbol's value, two alike 1.5x. */
export const SLOT_REEL = [
  { symbol: 'cherry', weight: 25, triple100: 200 },
  { symbol: 'lemon', weight: 8, triple100: 300 },
  { symbol: 'orange', weight: 7, triple100: 400 },
  { symbol: 'grapes', weight: 6, triple100: 500 },
  { symbol: 'bell', weight: 4, triple100: 800 },
  { symbol: 'star', weight: 3, triple100: 1500 },
  { symbol: 'diamond', weight: 2, triple100: 5000 },
] as const;
const PAIR100 = 150;

export const slotsVerifier: GameVerifier = {
  floatsNeeded: () => 3,
  compute: (floats, params) => {
    const stake = int(params, 'betAmount');
    const weights = SLOT_REEL.map((s) => s.weight);
    const [a, b, c] = [0, 1, 2].map((i) => weightedIndex(weights, floats[i]!)) as [number, number, number];
    const multiplier100 = a === b && b === c ? SLOT_REEL[a]!.triple100 : a === b || b === c || a === c ? PAIR100 : 0;
    const symbols = [a, b, c].map((i) => SLOT_REEL[i]!.symbol);
    return { outcome: { symbols }, stake, payout: payoutOf(stake, multiplier100), multiplier100, summary: `Reels: ${symbols.join(' | ')}` };
  },
};
