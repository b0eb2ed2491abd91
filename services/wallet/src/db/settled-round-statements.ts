import type { ProgressStep } from '../domain/challenges.js';
import { levelSql } from '../domain/levels.js';
import { CHALLENGE_PROGRESS, NOW_ISO, OUTBOX, PLAYER_LEVELED_UP, PLAYERS } from './tables.js';

/**
 * What one settled round adds, as effects for platform `claimInboxWith` (they read `claimed`, so they
 * apply once per event): the player's game totals, a wallet.player.leveled_up event when the stake took
 * the wagered total to a new level, and each challenge step on the round's UTC day.
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
         "totalWon" = p."totalWon" + EXCLUDED."totalWon"
       RETURNING p."totalWagered"`,
      // effect0 is the upsert above: its new total, less this stake, was the total before
      `INSERT INTO ${OUTBOX} ("id", "type", "data", "occurredAt")
       SELECT gen_random_uuid(), '${PLAYER_LEVELED_UP}',
              jsonb_build_object('userId', $1::text, 'level', ${levelSql('t."totalWagered"')}, 'occurredAt', ${NOW_ISO}), now()
         FROM effect0 t
        WHERE ${levelSql('t."totalWagered"')} > ${levelSql('t."totalWagered" - $2::bigint')}`,
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
