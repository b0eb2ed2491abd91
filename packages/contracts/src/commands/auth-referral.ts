import { z } from 'zod';

/**
 * The referral code of one user (auth owns the codes; the wallet shows it on GET /api/referral/stats).
 * Served by auth. Unknown user: NOT_FOUND.
 */
export const authReferralCodeGet = {
  request: z.object({ userId: z.string().min(1).max(100) }),
  response: z.object({ referralCode: z.string() }),
};
