import { currentRequestId, type RawSql } from '@app/platform';
import type { PlannedMovement } from '../domain/movement.js';
import type { OperationOutcome } from '../domain/operation-result.js';
import { ACCOUNTS, BALANCE_CHANGED, LEDGER, OUTBOX, isoText } from './tables.js';

/**
 * One credit or debit in ONE statement, like a bet: idempotency check, conditional UPDATE, ledger entry
 * and outbox row together (see bet-statement.ts for why this is safe under concurrency). Works inside a
 * transaction too (the signup bonus). The entry keeps the id its wallet.balance.changed goes out under
 * (`eventId`), for `tools/resend-balance-changes.ts` after a restore. With `net = points - debt + amount`, the row becomes
 * points = max(net, 0), debt = max(-net, 0): a credit repays debt before it can be spent, and only a
 * movement without `requireCover` can create debt. Both SET expressions read the row's old values.
 */
const applyMovementSql = `
WITH prior AS (
  SELECT "requestHash", "balanceAfter" FROM ${LEDGER} WHERE "userId" = $1::text AND "operationId" = $2::text
),
moved AS (
  UPDATE ${ACCOUNTS}
     SET "points" = GREATEST("points" - "debt" + $3::int, 0),
         "debt" = GREATEST("debt" - "points" - $3::int, 0),
         "totalEarned" = "totalEarned" + $5::int,
         "updatedAt" = now()
   WHERE "userId" = $1::text AND (NOT $4::boolean OR "points" - "debt" + $3::int >= 0) AND NOT EXISTS (SELECT 1 FROM prior)
  RETURNING "points" - "debt" AS "balance"
),
entry AS (
  INSERT INTO ${LEDGER} ("userId", "operationId", "type", "amount", "balanceAfter", "description", "gameType", "requestHash", "eventId")
  SELECT $1::text, $2::text, $6::text, $3::int, m."balance", $7::text, $8::text, $9::text, gen_random_uuid() FROM moved m
  RETURNING "eventId", "createdAt"
),
event AS (
  INSERT INTO ${OUTBOX} ("id", "type", "data", "occurredAt", "requestId")
  SELECT e."eventId", '${BALANCE_CHANGED}',
         jsonb_build_object('userId', $1::text, 'operationId', $2::text, 'reason', $6::text, 'delta', $3::int,
                            'balance', m."balance", 'description', $7::text, 'occurredAt', ${isoText('e."createdAt"')}),
         now(), $10::text
    FROM moved m, entry e
)
SELECT (SELECT "balance" FROM moved) AS "balance",
       (SELECT "requestHash" = $9::text FROM prior) AS "priorMatches",
       (SELECT "balanceAfter" FROM prior) AS "priorBalance",
       EXISTS (SELECT 1 FROM ${ACCOUNTS} WHERE "userId" = $1::text) AS "accountExists"`;

export async function runApplyMovement(sql: RawSql, movement: PlannedMovement): Promise<OperationOutcome> {
  const rows = await sql.$queryRawUnsafe<OperationOutcome[]>(
    applyMovementSql,
    movement.userId,
    movement.operationId,
    movement.amount,
    movement.requireCover,
    movement.earnedDelta,
    movement.type,
    movement.description,
    movement.gameType,
    movement.requestHash,
    currentRequestId() ?? null, // the request that caused it, for the consumers' logs (platform Outbox)
  );
  return rows[0]!;
}
