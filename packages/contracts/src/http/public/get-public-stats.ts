import { z } from 'zod';

/**
 * GET /api/public/stats (no session needed): the landing page's live stats strip, polled every 30 s
 * (spec sections 3 and 7). Served by the admin service (design section 1).
 */
export const ZPublicStatsResponse = z.object({
  totalUsers: z.number().int().nonnegative(),
  /** cents: the web shows it as dollars */
  totalPaidOut: z.number().int().nonnegative(),
  totalGamesPlayed: z.number().int().nonnegative(),
  /** 0 to 5, the `average_rating` setting */
  averageRating: z.number().min(0).max(5),
});
export type PublicStatsResponse = z.infer<typeof ZPublicStatsResponse>;
