import { z } from 'zod';

/**
 * POST /api/daily-challenges/{id}/claim (empty body): credits the reward of a completed challenge, once
 * per UTC day. Not completed: 400 'Challenge not completed yet'; already claimed: 409 ALREADY_CLAIMED;
 * unknown or inactive challenge: 404.
 */
export const ZPostDailyChallengeClaimParams = z.object({ id: z.string().min(1).max(100) });
export type PostDailyChallengeClaimParams = z.infer<typeof ZPostDailyChallengeClaimParams>;

export const ZPostDailyChallengeClaimResponse = z.object({
  reward: z.number().int(),
  balance: z.number().int(),
  message: z.string(),
});
export type PostDailyChallengeClaimResponse = z.infer<typeof ZPostDailyChallengeClaimResponse>;
