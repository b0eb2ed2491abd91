import { CRASH_MAX_MULTIPLIER } from '@app/contracts';
import { floorDiv, payoutFor, returnBasisPoints } from '../money.js';
import { floatToUint32 } from '../fairness/floats.js';

/**
 * Crash point from float_0 with k = float_0 × 2^32 (its 32-bit integer) and R = (1 − edge) in basis points:
 *   crash100 = max(100, floor(R × 2^32 / (100 × (2^32 − k))))     (hundredths: 253 = 2.53x)
 * so P(crash ≥ m) = floor(2^32 × (1 − edge) / m) / 2^32 ≤ (1 − edge) / m for every m ≥ 1.01 (minimum 1.00).
 * A cash-out at m (automatic or live) pays m when crash ≥ m: RTP = m × P(crash ≥ m) ≤ 1 − edge.
 */
export const CRASH_FLOATS = 1;
const TWO_POW_32 = 2 ** 32;
export const MAX_MULTIPLIER100 = CRASH_MAX_MULTIPLIER * 100;

export function crashPoint100(float: number, houseEdge: number): number {
  const k = floatToUint32(float);
  return Math.max(100, floorDiv(returnBasisPoints(houseEdge) * TWO_POW_32, 100 * (TWO_POW_32 - k)));
}

export interface CrashOutcome {
  crash100: number;
  cashOut100: number;
  isWin: boolean;
  payout: number;
}

/** The one-call form: an automatic cash-out at cashOut100 (≥ 101). */
export function playCrash(floats: readonly number[], bet: { stake: number; cashOut100: number; houseEdge: number }): CrashOutcome {
  const crash100 = crashPoint100(floats[0]!, bet.houseEdge);
  const isWin = crash100 >= bet.cashOut100;
  return { crash100, cashOut100: bet.cashOut100, isWin, payout: isWin ? payoutFor(bet.stake, bet.cashOut100) : 0 };
}

/**
 * The live round's clock: multiplier(t) = 1 + 0.5 × t seconds (the spec's 0.5x per second), in hundredths
 * floor(100 + t_ms / 20), capped at the maximum multiplier.
 */
export const LIVE_GROWTH_PER_SECOND = 0.5;
const MS_PER_HUNDREDTH = 20;

export function liveMultiplier100(elapsedMs: number): number {
  return Math.min(MAX_MULTIPLIER100, 100 + Math.floor(Math.max(0, elapsedMs) / MS_PER_HUNDREDTH));
}

/** The first instant the live multiplier reads m100. */
export function msUntilMultiplier(multiplier100: number): number {
  return (multiplier100 - 100) * MS_PER_HUNDREDTH;
}

export type LiveCrashVerdict =
  | { kind: 'running'; multiplier100: number }
  | { kind: 'crashed'; crash100: number }
  | { kind: 'cashed_out'; cashOut100: number };

/**
 * Where a live round stands at `elapsedMs` without a manual cash-out: crashed once the multiplier reaches
 * the crash point; cashed out automatically at autoCashOut (when the crash point is at least that) or at
 * the maximum multiplier. A crash point of 1.00 crashes at once.
 */
export function liveVerdict(state: { crash100: number; autoCashOut100: number | null }, elapsedMs: number): LiveCrashVerdict {
  const target = Math.min(state.autoCashOut100 ?? MAX_MULTIPLIER100, MAX_MULTIPLIER100);
  const now100 = liveMultiplier100(elapsedMs);
  if (state.crash100 >= target) return now100 >= target ? { kind: 'cashed_out', cashOut100: target } : { kind: 'running', multiplier100: now100 };
  if (state.crash100 <= 100 || now100 >= state.crash100) return { kind: 'crashed', crash100: state.crash100 };
  return { kind: 'running', multiplier100: now100 };
}

/**
 * A manual cash-out at `elapsedMs`: refused before 1.01x (too early); pays the multiplier of that instant
 * when the round is still running at it; otherwise the automatic verdict stands.
 */
export function liveCashOut(state: { crash100: number; autoCashOut100: number | null }, elapsedMs: number): LiveCrashVerdict | { kind: 'too_early' } {
  const verdict = liveVerdict(state, elapsedMs);
  if (verdict.kind !== 'running') return verdict;
  if (verdict.multiplier100 < 101) return { kind: 'too_early' };
  return { kind: 'cashed_out', cashOut100: verdict.multiplier100 };
}

/** When the live round ends by itself (crash, auto cash-out or the maximum), in ms after its start. */
export function liveEndMs(state: { crash100: number; autoCashOut100: number | null }): number {
  const target = Math.min(state.autoCashOut100 ?? MAX_MULTIPLIER100, MAX_MULTIPLIER100);
  if (state.crash100 >= target) return msUntilMultiplier(target);
  return state.crash100 <= 100 ? 0 : msUntilMultiplier(state.crash100);
}
