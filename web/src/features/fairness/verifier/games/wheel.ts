import { payoutOf, weightedIndex } from '../draws';
import { int } from '../params';
import { hundredths, type GameVerifier } from '../types';

/** Wheel: segment = weightedIndex(published weights, float₀); it pays its multiplier. Needs the published segments. */
export const wheelVerifier: GameVerifier = {
  floatsNeeded: () => 1,
  compute: (floats, params, tables) => {
    const stake = int(params, 'betAmount');
    const segments = tables.wheel;
    if (!segments || segments.length === 0) throw new Error('The wheel segments (GET /api/games/wheel/segments) are needed to verify a wheel round');
    const segmentIndex = weightedIndex(
      segments.map((s) => s.weight),
      floats[0]!,
    );
    const segment = segments[segmentIndex]!;
    const multiplier100 = hundredths(segment.multiplier);
    const label = segment.label ?? (multiplier100 === 0 ? 'BANKRUPT' : `${segment.multiplier}x`);
    return { outcome: { segmentIndex, segment: label }, stake, payout: payoutOf(stake, multiplier100), multiplier100, summary: `Segment ${segmentIndex}: ${label}` };
  },
};
