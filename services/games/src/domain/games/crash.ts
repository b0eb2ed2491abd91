import { CRASH_MAX_MULTIPLIER100, CRASH_MIN_CASH_OUT100 } from '@app/contracts';
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

/**
 * The highest multiplier at which `stake` pays at most `maxWin` points: floor(stake × m / 100) ≤ maxWin
 * exactly when stake × m ≤ 100 × maxWin + 99. A live round is cashed out there by the server, so a bet
 * cashed out by hand can never pay more than one round may.
 */
export function liveWinCap100(stake: number, maxWin: number): number {
  return floorDiv(100 * maxWin + 99, stake);
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
  return Math.min(CRASH_MAX_MULTIPLIER100, 100 + Math.floor(Math.max(0, elapsedMs) / MS_PER_HUNDREDTH));
}

/** The first instant the live multiplier reads m100. */
export function msUntilMultiplier(multiplier100: number): number {
  return (multiplier100 - 100) * MS_PER_HUNDREDTH;
}

/**
 * What a live round's clock needs: its crash point, the player's automatic cash-out, and the multiplier where
 * its payout reaches the max win (null on rounds started before there was one).
 */
export interface LiveCrashState {
  crash100: number;
  autoCashOut100: number | null;
  capCashOut100?: number | null;
}

/** The highest multiplier the round's clock reaches: the max-win cap or the maximum, whichever is lower. */
export function liveCeiling100(state: LiveCrashState): number {
  return Math.min(state.capCashOut100 ?? CRASH_MAX_MULTIPLIER100, CRASH_MAX_MULTIPLIER100);
}

/** Where the round is cashed out by the server if it gets there: the lowest of auto cash-out, max-win cap and maximum. */
function liveTarget100(state: LiveCrashState): number {
  return Math.min(state.autoCashOut100 ?? CRASH_MAX_MULTIPLIER100, liveCeiling100(state));
}

export type LiveCrashVerdict =
  | { kind: 'running'; multiplier100: number }
  | { kind: 'crashed'; crash100: number }
  | { kind: 'cashed_out'; cashOut100: number };

/**
 * Where a live round stands at `elapsedMs` without a manual cash-out: crashed once the multiplier reaches
 * the crash point; cashed out automatically at autoCashOut, at the max-win cap or at the maximum multiplier,
 * whichever comes first (when the crash point is at least that). A crash point of 1.00 crashes at once.
 */
export function liveVerdict(state: LiveCrashState, elapsedMs: number): LiveCrashVerdict {
  const target = liveTarget100(state);
  const now100 = liveMultiplier100(elapsedMs);
  if (state.crash100 >= target) return now100 >= target ? { kind: 'cashed_out', cashOut100: target } : { kind: 'running', multiplier100: now100 };
  if (state.crash100 <= 100 || now100 >= state.crash100) return { kind: 'crashed', crash100: state.crash100 };
  return { kind: 'running', multiplier100: now100 };
}

/**
 * A manual cash-out at `elapsedMs`: refused before 1.01x (too early); pays the multiplier of that instant
 * when the round is still running at it; otherwise the automatic verdict stands.
 */
export function liveCashOut(state: LiveCrashState, elapsedMs: number): LiveCrashVerdict | { kind: 'too_early' } {
  const verdict = liveVerdict(state, elapsedMs);
  if (verdict.kind !== 'running') return verdict;
  if (verdict.multiplier100 < CRASH_MIN_CASH_OUT100) return { kind: 'too_early' };
  return { kind: 'cashed_out', cashOut100: verdict.multiplier100 };
}

/** When the live round ends by itself (crash, auto cash-out, the max-win cap or the maximum), in ms after its start. */
export function liveEndMs(state: LiveCrashState): number {
  const target = liveTarget100(state);
  if (state.crash100 >= target) return msUntilMultiplier(target);
  return state.crash100 <= 100 ? 0 : msUntilMultiplier(state.crash100);
}
