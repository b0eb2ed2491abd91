import type { RawSql } from '@app/platform';
import type { OperationOutcome } from '../domain/operation-result.js';
import { LEDGER } from './tables.js';

/**
 * The same answer for a key that another statement took first (after a unique violation): a fresh
 * statement, so it sees that statement's committed entries. `accountExists` is true: entries exist.
 */
export async function findPriorOperation(sql: RawSql, userId: string, operationIds: string[], hash: string): Promise<OperationOutcome> {
  const rows = await sql.$queryRawUnsafe<{ priorMatches: boolean | null; priorBalance: number | null }[]>(
    `SELECT bool_and("requestHash" = $3::text) AS "priorMatches",
            (SELECT "balanceAfter" FROM ${LEDGER} WHERE "userId" = $1::text AND "operationId" = ANY($2::text[]) ORDER BY "seq" DESC LIMIT 1) AS "priorBalance"
       FROM ${LEDGER} WHERE "userId" = $1::text AND "operationId" = ANY($2::text[])`,
    userId,
    operationIds,
    hash,
  );
  const row = rows[0];
  return { balance: null, priorMatches: row?.priorMatches ?? null, priorBalance: row?.priorBalance ?? null, accountExists: true };
}
