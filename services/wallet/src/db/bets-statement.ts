import type { RawSql } from '@app/platform';
import type { PlannedBet } from '../domain/bet.js';
import type { OperationOutcome } from '../domain/operation-result.js';
import { ACCOUNTS, LEDGER } from './tables.js';

/**
 * Several players' instant bets in ONE statement: for each, exactly what bet-statement.ts does for one
 * (stake only if the row still covers it, payout, "game_stake" and "game_win" entries, a used key
 * changing nothing), with one answer row per bet in the order given.
 *
 * Every bet must be of a different player: an UPDATE changes a row once, whichever of its join rows it
 * picks. The players' rows are locked first in key order (`locked`), so two of these statements can
 * never wait for each other in a circle (every other statement on accounts takes a single row); the
 * UPDATE then only changes rows this statement already holds, re-checking `points >= stake` on their
 * latest version. A used key is looked up bet by bet in the ledger's (userId, operationId) index (`prior`,
 * a LATERAL subquery that the LIMIT keeps from being flattened into a join): planned as a join, a ledger
 * of a few thousand entries was read whole for every statement, the planner taking a batch for a
 * hundred bets. Any error (a racing request's key, an amount out of range) fails the whole
 * statement, and the caller falls back to one statement per bet, which knows how to answer each.
 */
export const SETTLE_BETS_SQL = `
WITH bet AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[])
    WITH ORDINALITY AS b("userId", "stakeOp", "winOp", "stake", "payout", "game", "stakeDesc", "winDesc", "hash", "i")
),
prior AS (
  SELECT b."i", l."requestHash", l."balanceAfter", l."seq"
    FROM bet b CROSS JOIN LATERAL (
      SELECT l."requestHash", l."balanceAfter", l."seq" FROM ${LEDGER} l
       WHERE l."userId" = b."userId" AND l."operationId" IN (b."stakeOp", b."winOp") LIMIT 2
    ) l
),
fresh AS (
  SELECT b.* FROM bet b WHERE NOT EXISTS (SELECT 1 FROM prior p WHERE p."i" = b."i")
),
locked AS (
  SELECT a."userId" FROM ${ACCOUNTS} a WHERE a."userId" IN (SELECT "userId" FROM fresh)
   ORDER BY a."userId" FOR UPDATE
),
settled AS (
  UPDATE ${ACCOUNTS} a SET "points" = a."points" - f."stake" + f."payout", "updatedAt" = now()
    FROM fresh f JOIN locked k ON k."userId" = f."userId"
   WHERE a."userId" = f."userId" AND a."points" >= f."stake"
  RETURNING f."i", a."points"
),
entries AS (
  INSERT INTO ${LEDGER} ("userId", "operationId", "type", "amount", "balanceAfter", "description", "gameType", "requestHash")
  SELECT f."userId", f."stakeOp", 'game_stake', -f."stake", s."points" - f."payout", f."stakeDesc", f."game", f."hash"
    FROM settled s JOIN fresh f ON f."i" = s."i"
  UNION ALL
  SELECT f."userId", f."winOp", 'game_win', f."payout", s."points", f."winDesc", f."game", f."hash"
    FROM settled s JOIN fresh f ON f."i" = s."i" WHERE f."payout" > 0
)
SELECT (SELECT s."points" FROM settled s WHERE s."i" = b."i") AS "balance",
       (SELECT bool_and(p."requestHash" = b."hash") FROM prior p WHERE p."i" = b."i") AS "priorMatches",
       (SELECT p."balanceAfter" FROM prior p WHERE p."i" = b."i" ORDER BY p."seq" DESC LIMIT 1) AS "priorBalance",
       EXISTS (SELECT 1 FROM ${ACCOUNTS} a WHERE a."userId" = b."userId") AS "accountExists"
  FROM bet b ORDER BY b."i"`;

export async function runSettleBets(sql: RawSql, bets: readonly PlannedBet[]): Promise<OperationOutcome[]> {
  if (new Set(bets.map((b) => b.userId)).size !== bets.length) throw new Error('runSettleBets: one bet per player per statement');
  const column = <K extends keyof PlannedBet>(key: K) => bets.map((b) => b[key]);
  return sql.$queryRawUnsafe<OperationOutcome[]>(
    SETTLE_BETS_SQL,
    column('userId'),
    column('stakeOperationId'),
    column('winOperationId'),
    column('stake'),
    column('payout'),
    column('game'),
    column('stakeDescription'),
    column('winDescription'),
    column('requestHash'),
  );
}
