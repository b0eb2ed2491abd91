import { z } from 'zod';
import { ZChallengeType } from '../../challenges.js';

/** One of today's (UTC) challenges with the player's progress; `progress` never reads above `target`. */
export const ZDailyChallenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: ZChallengeType,
  reward: z.number().int(),
  progress: z.number().int(),
  target: z.number().int(),
  completed: z.boolean(),
  claimed: z.boolean(),
});
export type DailyChallenge = z.infer<typeof ZDailyChallenge>;

/** GET /api/daily-challenges: the active challenges, in the admin's order. */
export const ZGetDailyChallengesResponse = z.array(ZDailyChallenge);
export type GetDailyChallengesResponse = z.infer<typeof ZGetDailyChallengesResponse>;
