import { z } from 'zod';

/**
 * POST /api/daily-bonus (empty body): claims today's bonus (UTC day). `points` is what was credited,
 * `streak` the consecutive days including today. A second claim the same UTC day, by this call or by
 * POST /api/daily-bonus/claim, is 409 ALREADY_CLAIMED 'Bonus already claimed today'.
 */
export const ZPostDailyBonusResponse = z.object({
  success: z.literal(true),
  points: z.number().int(),
  streak: z.number().int(),
  /** the balance after the bonus */
  balance: z.number().int(),
  message: z.string(),
});
export type PostDailyBonusResponse = z.infer<typeof ZPostDailyBonusResponse>;
