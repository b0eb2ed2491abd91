import type { ProgressStep } from '../domain/challenges.js';
import { levelSql } from '../domain/levels.js';
import { CHALLENGE_PROGRESS, NOW_ISO, OUTBOX, PLAYER_LEVELED_UP, PLAYERS } from './tables.js';

export interface SettledRound {
  eventId: string;
  userId: string;
  stake: number;
  payout: number;
  /** the UTC day the round was settled on (YYYY-MM-DD) */
  dateKey: string;
}

/**
 * What settled rounds add, as effects for platform `claimInboxBatchWith` (only the rounds whose events
 * this consumer had not handled count): each player's game totals; a wallet.player.leveled_up event
 * when a player's stakes took the wagered total to a new level (one event with the new level, however
 * many levels the batch crossed); and each challenge step per round, on the round's UTC day.
 * The same arithmetic as addChallengeProgress, in one statement for the busiest consumer of the platform
 * (every bet). A player's rounds are added up first, since one statement may change a row only once, and
 * rows are written in key order, so that two batches handled at once cannot deadlock.
 */
export function settledRoundEffects(rounds: readonly SettledRound[], steps: readonly ProgressStep[]) {
  return {
    statements: [
      // effect0: the rounds that count (a plain SELECT: evaluated where the others read it)
      `SELECT r.user_id, r.stake, r.payout, r.date_key
         FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::bigint[], $5::date[]) AS r(event_id, user_id, stake, payout, date_key)
         JOIN claimed c ON c."eventId" = r.event_id`,
      // effect1: each player's totals, returning the new wagered total
      `INSERT INTO ${PLAYERS} AS p ("userId", "gamesPlayed", "totalWagered", "totalWon")
       SELECT user_id, count(*), sum(stake), sum(payout) FROM effect0 GROUP BY user_id ORDER BY user_id
       ON CONFLICT ("userId") DO UPDATE SET
         "gamesPlayed" = p."gamesPlayed" + EXCLUDED."gamesPlayed",
         "totalWagered" = p."totalWagered" + EXCLUDED."totalWagered",
         "totalWon" = p."totalWon" + EXCLUDED."totalWon"
       RETURNING p."userId", p."totalWagered"`,
      `INSERT INTO ${OUTBOX} ("id", "type", "data", "occurredAt")
       SELECT gen_random_uuid(), '${PLAYER_LEVELED_UP}',
              jsonb_build_object('userId', t."userId", 'level', ${levelSql('t."totalWagered"')}, 'occurredAt', ${NOW_ISO}), now()
         FROM effect1 t JOIN (SELECT user_id, sum(stake) AS added FROM effect0 GROUP BY user_id) AS b ON b.user_id = t."userId"
        WHERE ${levelSql('t."totalWagered"')} > ${levelSql('t."totalWagered" - b.added')}`,
      `INSERT INTO ${CHALLENGE_PROGRESS} AS c ("userId", "challengeId", "date", "progress", "completed")
       SELECT f.user_id, s.id, f.date_key, LEAST(s.amount::bigint * f.rounds, 1000000000)::int, s.amount::bigint * f.rounds >= s.target
         FROM (SELECT user_id, date_key, count(*) AS rounds FROM effect0 GROUP BY user_id, date_key) AS f,
              unnest($6::text[], $7::int[], $8::int[]) AS s(id, amount, target)
        ORDER BY f.user_id, s.id, f.date_key
       ON CONFLICT ("userId", "challengeId", "date") DO UPDATE SET
         "progress" = LEAST(c."progress"::bigint + EXCLUDED."progress", 1000000000)::int,
         "completed" = c."completed" OR c."progress"::bigint + EXCLUDED."progress" >= (
           SELECT t.target FROM unnest($6::text[], $8::int[]) AS t(id, target) WHERE t.id = c."challengeId"),
         "updatedAt" = now()`,
    ],
    params: [
      rounds.map((r) => r.eventId),
      rounds.map((r) => r.userId),
      rounds.map((r) => r.stake),
      rounds.map((r) => r.payout),
      rounds.map((r) => r.dateKey),
      steps.map((s) => s.challengeId),
      steps.map((s) => s.amount),
      steps.map((s) => s.target),
    ],
  };
}
