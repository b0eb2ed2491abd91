import { z } from 'zod';
import { ZChallengeDefinition } from '../../challenges.js';

/** One configured daily challenge, as the admin panel edits it. */
export const ZChallengeSetting = ZChallengeDefinition.extend({
  /** ISO 8601 */
  updatedAt: z.string(),
});
export type ChallengeSetting = z.infer<typeof ZChallengeSetting>;

/** GET /api/admin/challenges: every configured challenge, active or not, in creation order. */
export const ZGetChallengesResponse = z.array(ZChallengeSetting);
export type GetChallengesResponse = z.infer<typeof ZGetChallengesResponse>;
