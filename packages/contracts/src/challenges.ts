import { z } from 'zod';

/**
 * The daily challenges an admin configures (admin's challenge_settings table), as every service reads
 * them: a JSON document under this key of the settings KV bucket, written by the admin service after
 * each change and repaired on start and periodically. Read it with
 * `parseDailyChallenges(settingsView.raw(DAILY_CHALLENGES_KEY))`.
 */
export const DAILY_CHALLENGES_KEY = 'daily_challenges';

/** What a challenge counts: points earned, games played, offers completed (spec section 3). */
export const ZChallengeType = z.enum(['earn', 'games', 'offers']);
export type ChallengeType = z.infer<typeof ZChallengeType>;

export const CHALLENGE_MAX_TARGET = 1_000_000_000;
export const CHALLENGE_MAX_REWARD = 1_000_000;

export const ZChallengeDefinition = z.object({
  challengeId: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  target: z.number().int().min(1).max(CHALLENGE_MAX_TARGET),
  reward: z.number().int().min(1).max(CHALLENGE_MAX_REWARD),
  type: ZChallengeType,
  isActive: z.boolean(),
});
export type ChallengeDefinition = z.infer<typeof ZChallengeDefinition>;

/** The KV document: every configured challenge, active or not. */
export const ZDailyChallengesDocument = z.object({ challenges: z.array(ZChallengeDefinition) });
export type DailyChallengesDocument = z.infer<typeof ZDailyChallengesDocument>;

/** The three challenges of spec section 3, all active: seeded on the admin service's first start. */
export const DEFAULT_DAILY_CHALLENGES: readonly ChallengeDefinition[] = [
  { challengeId: 'earn_500_points', title: 'Earn 500 Points', description: 'Earn 500 points today', target: 500, reward: 50, type: 'earn', isActive: true },
  { challengeId: 'play_5_games', title: 'Play 5 Games', description: 'Play 5 casino games today', target: 5, reward: 25, type: 'games', isActive: true },
  { challengeId: 'complete_3_offers', title: 'Complete 3 Offers', description: 'Complete 3 offers today', target: 3, reward: 100, type: 'offers', isActive: true },
];

/**
 * The configured challenges from the KV text; the defaults while the admin service has not written
 * the document yet (or if it cannot be read, which the admin's repair pass soon fixes).
 */
export function parseDailyChallenges(raw: string | null | undefined): ChallengeDefinition[] {
  if (raw === null || raw === undefined) return DEFAULT_DAILY_CHALLENGES.map((c) => ({ ...c }));
  try {
    const parsed = ZDailyChallengesDocument.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.challenges;
  } catch {
    // not JSON: fall through to the defaults
  }
  return DEFAULT_DAILY_CHALLENGES.map((c) => ({ ...c }));
}
