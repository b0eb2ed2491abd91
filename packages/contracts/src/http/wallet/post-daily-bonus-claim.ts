import { z } from 'zod';

/**
 * POST /api/daily-bonus/claim (empty body): the same claim as POST /api/daily-bonus (one mechanism
 * behind both: racing them pays once), answered as the spec's second call expects (`amount`).
 */
export const ZPostDailyBonusClaimResponse = z.object({
  amount: z.number().int(),
  streak: z.number().int(),
  balance: z.number().int(),
  message: z.string(),
});
export type PostDailyBonusClaimResponse = z.infer<typeof ZPostDailyBonusClaimResponse>;
