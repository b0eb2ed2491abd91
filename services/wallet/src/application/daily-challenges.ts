import { DAILY_CHALLENGES_KEY, parseDailyChallenges, type ChallengeDefinition, type DailyChallenge, type PostDailyChallengeClaimResponse } from '@app/contracts';
import type { SettingsView } from '@app/platform';
import { challengeOperationId, claimableDefinition, dailyChallengeViews, refusedClaim } from '../domain/challenges.js';
import { requestHash } from '../domain/request-hash.js';
import { utcDateKey } from '../domain/utc-calendar.js';
import { findChallengeProgress, listChallengeProgress, markChallengeClaimed } from '../db/challenge-progress.js';
import { inTransaction } from '../db/transaction.js';
import { applyMovementInTransaction } from '../ledger/movement-in-transaction.js';
import type { WalletContext } from '../context.js';

/** The admin's challenges (mirrored to the settings KV), or the spec's three defaults until there are some. */
export function challengeDefinitions(settings: SettingsView): ChallengeDefinition[] {
  return parseDailyChallenges(settings.raw(DAILY_CHALLENGES_KEY));
}

/** GET /api/daily-challenges: today's (UTC) active challenges with the player's progress. */
export async function listDailyChallenges(ctx: WalletContext, userId: string): Promise<DailyChallenge[]> {
  const rows = await listChallengeProgress(ctx.prisma, userId, utcDateKey(ctx.now()));
  return dailyChallengeViews(challengeDefinitions(ctx.settings), rows);
}

/**
 * POST /api/daily-challenges/:id/claim: in one transaction, flip `claimed` (only one concurrent claim
 * can) and credit the reward under the key challenge:<id>:<date>, so the reward is paid once per day
 * even if the flag were ever bypassed.
 */
export async function claimDailyChallenge(ctx: WalletContext, userId: string, challengeId: string): Promise<PostDailyChallengeClaimResponse> {
  const definition = claimableDefinition(challengeDefinitions(ctx.settings), challengeId);
  const dateKey = utcDateKey(ctx.now());
  const balance = await inTransaction(ctx.prisma, async (tx) => {
    if (!(await markChallengeClaimed(tx, userId, challengeId, dateKey, definition.target))) {
      throw refusedClaim(await findChallengeProgress(tx, userId, challengeId, dateKey), definition.target);
    }
    const credit = await applyMovementInTransaction(tx, {
      userId,
      operationId: challengeOperationId(challengeId, dateKey),
      type: 'challenge_reward',
      amount: definition.reward,
      description: `Daily challenge: ${definition.title}`,
      requestHash: requestHash('challenge_reward', [userId, challengeId, dateKey]),
    });
    return credit.balance;
  });
  ctx.outbox.wake();
  return { reward: definition.reward, balance, message: `Challenge completed! +${definition.reward} points` };
}
