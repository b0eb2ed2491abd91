import { payoutOf, returnBasisPoints, weightedIndex } from '../draws';
import { int, num } from '../params';
import { hundredths, type GameVerifier } from '../types';

/** The edge of wheel rounds recorded before the edge was (the only one there was then). */
const EDGE_BEFORE_THE_SETTING = 0.05;

/**
 * The weights at the round's house edge: the paying segments keep their published weights; the BANKRUPT
 * ones share the rest of the smallest total T with Σ weight × multiplier100 ≤ 100 × (1 − edge) × T, the
 * first ones taking any remainder.
 */
function weightsAt(segments: readonly { multiplier: number; weight: number }[], houseEdge: number): number[] {
  const paying = segments.map((s) => (s.multiplier > 0 ? s.weight : 0));
  const payingTotal = paying.reduce((a, b) => a + b, 0);
  const returned = segments.reduce((sum, s, i) => sum + paying[i]! * hundredths(s.multiplier), 0);
  const r = returnBasisPoints(houseEdge);
  const total = Math.floor((returned * 100 + r - 1) / r);
  const bankrupt = segments.flatMap((s, i) => (s.multiplier > 0 ? [] : [i]));
  const share = Math.floor((total - payingTotal) / bankrupt.length);
  let remainder = total - payingTotal - share * bankrupt.length;
  for (const i of bankrupt) paying[i] = share + (remainder-- > 0 ? 1 : 0);
  return paying;
}

/** Wheel: segment = weightedIndex(weights at the round's house edge, float₀); it pays its multiplier. Needs the published segments. */
export const wheelVerifier: GameVerifier = {
  floatsNeeded: () => 1,
  compute: (floats, params, tables) => {
    const stake = int(params, 'betAmount');
    const segments = tables.wheel;
    if (!segments || segments.length === 0) throw new Error('The wheel segments (GET /api/games/wheel/segments) are needed to verify a wheel round');
    const segmentIndex = weightedIndex(weightsAt(segments, num(params, 'houseEdge', EDGE_BEFORE_THE_SETTING)), floats[0]!);
    const segment = segments[segmentIndex]!;
    const multiplier100 = hundredths(segment.multiplier);
    const label = segment.label ?? (multiplier100 === 0 ? 'BANKRUPT' : `${segment.multiplier}x`);
    return { outcome: { segmentIndex, segment: label }, stake, payout: payoutOf(stake, multiplier100), multiplier100, summary: `Segment ${segmentIndex + 1} of ${segments.length}: ${label}` };
  },
};
