import { z } from 'zod';

/** Why the wallet refuses a new withdrawal while another one waits; the withdraw form says it first. */
export const PENDING_WITHDRAWAL_EXISTS = 'You already have a pending withdrawal. Please wait until it is processed.';

/**
 * GET /api/withdrawal/limits: the withdrawal rules the wallet enforces right now, read from the live
 * settings (withdrawal_min_robux, withdrawal_min_manual, withdrawal_daily_limit), all in points. Public:
 * they are product rules, not a player's data, and the web shows them before anyone asks to withdraw;
 * for a signed-in player it adds what they already used of the daily limit today.
 */
export const ZGetWithdrawalLimitsResponse = z.object({
  /** the smallest Robux withdrawal */
  minRobux: z.number().int().positive(),
  /** the smallest PayPal, Zelle or CashApp withdrawal */
  minManual: z.number().int().positive(),
  /** what a player may withdraw per UTC day, counting pending, approved and completed withdrawals */
  dailyLimit: z.number().int().nonnegative(),
  /**
   * The points that count against the daily limit today for the signed-in player: their withdrawals
   * created since 00:00 UTC that are pending, approved or completed (rejected and failed ones gave the
   * points back), summed by the same query the wallet runs when it refuses a request over the limit, so
   * a request of more than `dailyLimit - withdrawnToday` is refused. 0 for a visitor.
   */
  withdrawnToday: z.number().int().nonnegative(),
  /**
   * Whether the signed-in player has a withdrawal still pending: the wallet takes one at a time and
   * refuses another with PENDING_WITHDRAWAL_EXISTS, so the form says so before the player fills it in,
   * counted by the same query as `withdrawnToday`. false for a visitor.
   */
  hasPendingWithdrawal: z.boolean(),
  /**
   * How a Robux request is paid right now: 'automatic' when a Roblox payout account is configured (the
   * gamepass is bought at once), 'admin' when it is not (the request waits for an admin, like the manual
   * methods; design section 4).
   */
  robuxPayout: z.enum(['automatic', 'admin']),
});
export type GetWithdrawalLimitsResponse = z.infer<typeof ZGetWithdrawalLimitsResponse>;
export type RobuxPayoutMode = GetWithdrawalLimitsResponse['robuxPayout'];
