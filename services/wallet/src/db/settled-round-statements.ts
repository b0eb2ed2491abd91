import type { ProgressStep } from '../domain/challenges.js';
import { CHALLENGE_PROGRESS, PLAYERS } from './tables.js';

/**
 * What one settled round adds, as effects for platform `claimInboxWith` (they read `claimed`, so they
 * apply once per event): the player's game totals, and each challenge step on the round's UTC day.
 * The same arithmetic as addChallengeProgress, in one statement for the busiest consumer of the
 * platform (every bet).
 */
export function settledRoundEffects(round: { userId: string; stake: number; payout: number }, dateKey: string, steps: readonly ProgressStep[]) {
  return {
    statements: [
      `INSERT INTO ${PLAYERS} AS p ("userId", "gamesPlayed", "totalWagered", "totalWon")
       SELECT $1::text, 1, $2::bigint, $3::bigint FROM claimed
       ON CONFLICT ("userId") DO UPDATE SET
         "gamesPlayed" = p."gamesPlayed" + 1,
         "totalWagered" = p."totalWagered" + EXCLUDED."totalWagered",
         "totalWon" = p."totalWon" + EXCLUDED."totalWon"`,
      `INSERT INTO ${CHALLENGE_PROGRESS} AS c ("userId", "challengeId", "date", "progress", "completed")
       SELECT $1::text, s.id, $4::date, LEAST(s.amount, 1000000000), s.amount >= s.target
         FROM claimed, unnest($5::text[], $6::int[], $7::int[]) AS s(id, amount, target)
       ON CONFLICT ("userId", "challengeId", "date") DO UPDATE SET
         "progress" = LEAST(c."progress"::bigint + EXCLUDED."progress", 1000000000)::int,
         "completed" = c."completed" OR c."progress"::bigint + EXCLUDED."progress" >= (
           SELECT t.target FROM unnest($5::text[], $7::int[]) AS t(id, target) WHERE t.id = c."challengeId"),
         "updatedAt" = now()`,
    ],
    params: [
      round.userId,
      round.stake,
      round.payout,
      dateKey,
      steps.map((s) => s.challengeId),
      steps.map((s) => s.amount),
      steps.map((s) => s.target),
    ],
  };
}
