import type { WheelSegment } from '@app/contracts';
import { pickWeighted } from '../fairness/weighted.js';
import { floorDiv, payoutFor, returnBasisPoints } from '../money.js';

/**
 * Wheel: the spec's 12 segments (0x three times, 0.5, 0.8, 1, 1.2, 1.3, 1.5, 1.8, 2, 3) in wheel order,
 * each drawn with probability weight / Σ weights: segment = pickWeighted(weights, float_0). The weights
 * are the house edge's (setting house_edge_wheel, default 5%): the paying segments keep theirs (below,
 * × 100) and the three BANKRUPT segments share what makes the RTP 1 − edge, rounded so that it is never
 * more (`wheelWeights`). At 5% that is exactly the table below: RTP 0.95. The web draws each arc in
 * proportion to its weight.
 */
export const WHEEL_FLOATS = 1;
/** The house edge the weights below are written for. */
export const WHEEL_BASE_EDGE = 0.05;
const segment = (multiplier100: number, weight: number) => ({ multiplier100, weight, label: multiplier100 === 0 ? 'BANKRUPT' : `${multiplier100 / 100}x` });
export const WHEEL_SEGMENTS = [
  segment(0, 6),
  segment(150, 8),
  segment(50, 15),
  segment(120, 10),
  segment(0, 6),
  segment(200, 5),
  segment(80, 14),
  segment(130, 9),
  segment(0, 6),
  segment(300, 2),
  segment(100, 12),
  segment(180, 7),
] as const;

/** The weights at a house edge: the paying segments' × 100; the BANKRUPT ones share the rest, the first ones taking any remainder. */
export function wheelWeights(houseEdge: number): number[] {
  const paying = WHEEL_SEGMENTS.map((s) => (s.multiplier100 > 0 ? s.weight * 100 : 0));
  const payingTotal = paying.reduce((sum, w) => sum + w, 0);
  // Σ weight × multiplier100 over the paying segments; the RTP is that / (100 × total weight)
  const returned = paying.reduce((sum, w, i) => sum + w * WHEEL_SEGMENTS[i]!.multiplier100, 0);
  // the smallest total with returned / (100 × total) ≤ 1 − edge
  const total = floorDiv(returned * 100 + returnBasisPoints(houseEdge) - 1, returnBasisPoints(houseEdge));
  const bankrupt = WHEEL_SEGMENTS.flatMap((s, i) => (s.multiplier100 === 0 ? [i] : []));
  const share = floorDiv(total - payingTotal, bankrupt.length);
  let remainder = total - payingTotal - share * bankrupt.length;
  for (const i of bankrupt) paying[i] = share + (remainder-- > 0 ? 1 : 0);
  return paying;
}

/** The most a spin pays, in hundredths of its stake: the best segment (the house edge moves weights, not multipliers). */
export function wheelMaxMultiplier100(): number {
  return Math.max(...WHEEL_SEGMENTS.map((s) => s.multiplier100));
}

export function publishedSegments(houseEdge = WHEEL_BASE_EDGE): WheelSegment[] {
  const weights = wheelWeights(houseEdge);
  return WHEEL_SEGMENTS.map((s, i) => ({ label: s.label, multiplier: s.multiplier100 / 100, weight: weights[i]! }));
}

export interface WheelOutcome {
  segmentIndex: number;
  label: string;
  multiplier100: number;
  payout: number;
}

export function playWheel(floats: readonly number[], bet: { stake: number; houseEdge: number }): WheelOutcome {
  const segmentIndex = pickWeighted(wheelWeights(bet.houseEdge), floats[0]!);
  const s = WHEEL_SEGMENTS[segmentIndex]!;
  return { segmentIndex, label: s.label, multiplier100: s.multiplier100, payout: payoutFor(bet.stake, s.multiplier100) };
}
