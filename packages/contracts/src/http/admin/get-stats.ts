import { z } from 'zod';

/** GET /api/admin/stats (admins only; the panel polls it every 30 s). */
export const ZAdminStatsResponse = z.object({
  /** accounts ever registered */
  totalUsers: z.number().int().nonnegative(),
  /**
   * points given to players outside the games (sign-up and daily bonuses, challenges, referrals, offers,
   * rain, admin credits), net of the points admins took back by a negative adjustment; never below 0
   */
  totalPointsDistributed: z.number().int().nonnegative(),
  /** withdrawals waiting for an admin's decision */
  pendingWithdrawals: z.number().int().nonnegative(),
  /** approved withdrawals an admin pays by hand (payout mode admin) that are not marked paid or failed yet */
  awaitingPaymentWithdrawals: z.number().int().nonnegative(),
});
export type AdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;
