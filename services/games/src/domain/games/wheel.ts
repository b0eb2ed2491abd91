import type { WheelSegment } from '@app/contracts';
import { pickWeighted } from '../fairness/weighted.js';
import { payoutFor } from '../money.js';

/**
 * Wheel: the spec's 12 segments (0x three times, 0.5, 0.8, 1, 1.2, 1.3, 1.5, 1.8, 2, 3) in wheel order,
 * each drawn with probability weight / 100: segment = pickWeighted(weights, float_0). The weights give an
 * RTP of exactly 0.95, and the web draws each arc in proportion to its weight.
 */
export const WHEEL_FLOATS = 1;
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
const WEIGHTS = WHEEL_SEGMENTS.map((s) => s.weight);

export function publishedSegments(): WheelSegment[] {
  return WHEEL_SEGMENTS.map((s) => ({ label: s.label, multiplier: s.multiplier100 / 100, weight: s.weight }));
}

export interface WheelOutcome {
  segmentIndex: number;
  label: string;
  multiplier100: number;
  payout: number;
}

export function playWheel(floats: readonly number[], bet: { stake: number }): WheelOutcome {
  const segmentIndex = pickWeighted(WEIGHTS, floats[0]!);
  const s = WHEEL_SEGMENTS[segmentIndex]!;
  return { segmentIndex, label: s.label, multiplier100: s.multiplier100, payout: payoutFor(bet.stake, s.multiplier100) };
}
