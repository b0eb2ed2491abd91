import type { RawSql } from '@app/platform';
import type { PlannedBet } from '../domain/bet.js';
import type { OperationOutcome } from '../domain/operation-result.js';
import { ACCOUNTS, LEDGER } from './tables.js';

/**
 * A whole instant bet in ONE statement (the hot path): take the stake only if the row still covers it,
 * add the payout, append "game_stake" and (when something is paid) "game_win" ledger entries. No outbox
 * row: games announces the bet as games.bet.settled (with this balance), and a wallet.balance.changed for
 * it would only be relayed, published and dropped by every consumer (none counts bets), at a cost on the
 * hottest path of all. The UPDATE locks only the player's row, and its `points >= stake` is
 * re-checked on the latest row version after waiting for that lock, so concurrent bets cannot overdraw.
 * If the key is already taken, the UPDATE matches nothing and nothing is written. Two requests with the
 * same new key racing each other: the second one's ledger INSERT hits the unique key and the whole
 * statement (its UPDATE too) rolls back; the caller then reads the first one's result.
 */
const settleBetSql = `
WITH prior AS (
  SELECT "requestHash", "balanceAfter", "seq" FROM ${LEDGER}
   WHERE "userId" = $1::text AND "operationId" IN ($2::text, $3::text)
),
settled AS (
  UPDATE ${ACCOUNTS} SET "points" = "points" - $4::int + $5::int, "updatedAt" = now()
   WHERE "userId" = $1::text AND "points" >= $4::int AND NOT EXISTS (SELECT 1 FROM prior)
  RETURNING "points"
),
entries AS (
  INSERT INTO ${LEDGER} ("userId", "operationId", "type", "amount", "balanceAfter", "description", "gameType", "requestHash")
  SELECT $1::text, $2::text, 'game_stake', -$4::int, s."points" - $5::int, $7::text, $6::text, $9::text FROM settled s
  UNION ALL
  SELECT $1::text, $3::text, 'game_win', $5::int, s."points", $8::text, $6::text, $9::text FROM settled s WHERE $5::int > 0
)
SELECT (SELECT "points" FROM settled) AS "balance",
       (SELECT bool_and("requestHash" = $9::text) FROM prior) AS "priorMatches",
       (SELECT "balanceAfter" FROM prior ORDER BY "seq" DESC LIMIT 1) AS "priorBalance",
       EXISTS (SELECT 1 FROM ${ACCOUNTS} WHERE "userId" = $1::text) AS "accountExists"`;

export async function runSettleBet(sql: RawSql, bet: PlannedBet): Promise<OperationOutcome> {
  const rows = await sql.$queryRawUnsafe<OperationOutcome[]>(
    settleBetSql,
    bet.userId,
    bet.stakeOperationId,
    bet.winOperationId,
    bet.stake,
    bet.payout,
    bet.game,
    bet.stakeDescription,
    bet.winDescription,
    bet.requestHash,
  );
  return rows[0]!;
}
