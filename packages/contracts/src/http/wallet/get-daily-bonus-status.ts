import { z } from 'zod';

/**
 * GET /api/daily-bonus/status. `timeUntilNext` is in hours (decimal) until the next UTC midnight, 0 when
 * the bonus can be claimed now. `streak` is the current streak (0 once a day was missed); `nextBonus`
 * what the next claim pays (today's when claimable, otherwise tomorrow's if the streak is kept).
 */
export const ZGetDailyBonusStatusResponse = z.object({
  canClaim: z.boolean(),
  timeUntilNext: z.number().nonnegative(),
  streak: z.number().int(),
  nextBonus: z.number().int(),
  lastDailyBonus: z.string().nullable(),
});
export type GetDailyBonusStatusResponse = z.infer<typeof ZGetDailyBonusStatusResponse>;
