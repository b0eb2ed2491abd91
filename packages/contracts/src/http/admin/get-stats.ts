import { z } from 'zod';

/** GET /api/admin/stats (admins only; the panel polls it every 30 s). */
export const ZAdminStatsResponse = z.object({
  /** accounts ever registered */
  totalUsers: z.number().int().nonnegative(),
  /** points given to players outside the games: sign-up and daily bonuses, challenges, referrals, offers, rain, admin credits */
  totalPointsDistributed: z.number().int().nonnegative(),
  /** withdrawals waiting for an admin's decision */
  pendingWithdrawals: z.number().int().nonnegative(),
});
export type AdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;
