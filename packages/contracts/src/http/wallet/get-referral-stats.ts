import { z } from 'zod';

/**
 * GET /api/referral/stats: the player's referral code (the link is `{origin}/auth?ref={code}`), how
 * many players signed up through it, and the points it earned them (first-offer bonuses plus the 10%
 * share of friends' offers, net of shares taken back by reversed offers).
 */
export const ZGetReferralStatsResponse = z.object({
  referralCode: z.string(),
  referralCount: z.number().int(),
  referralEarnings: z.number().int(),
});
export type GetReferralStatsResponse = z.infer<typeof ZGetReferralStatsResponse>;
