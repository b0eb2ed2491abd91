import { CRASH_MAX_MULTIPLIER } from './http/games/post-crash.js';

/**
 * The most a crash bet can pay, in hundredths of its stake, shared by the games service (which refuses a bet
 * past games_max_win) and the web app (which says so before the click).
 */
export const CRASH_MAX_MULTIPLIER100 = CRASH_MAX_MULTIPLIER * 100;

/** The lowest multiplier a cash-out pays (a manual cash-out before it is too early). */
export const CRASH_MIN_CASH_OUT100 = 101;

/** A cash-out target (the one-call form's, or a live round's automatic one), else the maximum multiplier. */
export function crashMaxMultiplier100(cashOut100: number | null): number {
  return Math.min(cashOut100 ?? CRASH_MAX_MULTIPLIER100, CRASH_MAX_MULTIPLIER100);
}

/**
 * What a live round's bet is checked at: its automatic cash-out is a target the player chose, refused when it
 * would pay more than the max win; without one, only a stake that even the lowest cash-out would overpay is
 * refused (the server cashes the round out where its payout reaches the max win).
 */
export function liveCrashReach100(autoCashOut100: number | null): number {
  return autoCashOut100 === null ? CRASH_MIN_CASH_OUT100 : crashMaxMultiplier100(autoCashOut100);
}
