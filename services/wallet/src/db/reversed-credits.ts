import type { RawSql } from '@app/platform';
import type { ReversedCredit } from '../domain/challenge-reversals.js';
import { referralOperations } from '../domain/referral.js';
import { LEDGER, OFFER_COMPLETIONS } from './tables.js';

/** A credit as the challenges counted it: its type and amount, on the UTC day it was made. */
export interface CountedCredit {
  operationId: string;
  type: string;
  amount: number;
  dateKey: string;
}

const CREDIT_COLUMNS = `l."operationId", l."type", l."amount", to_char(l."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "dateKey"`;

/**
 * The credit that the take-back `reversalOperationId` of `userId` undoes, or null (none in this player's
 * ledger: nothing was counted, so nothing is taken back).
 *
 * A first-offer bonus may have moved between the friend's completions without a ledger entry, so its credit
 * is found as the referrer's last first-offer bonus for that friend before the take-back: one stands at a
 * time (a bonus is paid only while no other offer of the friend stands credited, and is carried by one that
 * does), so the last one paid is the one taken back.
 */
export async function findReversedCredit(sql: RawSql, userId: string, reversalOperationId: string, reversed: ReversedCredit): Promise<CountedCredit | null> {
  const rows =
    reversed.kind === 'credit'
      ? await sql.$queryRawUnsafe<CountedCredit[]>(
          `SELECT ${CREDIT_COLUMNS} FROM ${LEDGER} l
            WHERE l."userId" = $1::text AND l."operationId" = $2::text AND l."type" = $3::text AND l."amount" > 0`,
          userId,
          reversed.operationId,
          reversed.type,
        )
      : await sql.$queryRawUnsafe<CountedCredit[]>(
          `SELECT ${CREDIT_COLUMNS} FROM ${LEDGER} l
            WHERE l."userId" = $1::text AND l."type" = 'referral' AND l."amount" > 0
              AND l."operationId" IN (
                SELECT $4::text || c."id"::text FROM ${OFFER_COMPLETIONS} c
                 WHERE c."userId" = (SELECT f."userId" FROM ${OFFER_COMPLETIONS} f WHERE f."id" = $2::uuid))
              AND l."seq" < (SELECT r."seq" FROM ${LEDGER} r WHERE r."userId" = $1::text AND r."operationId" = $3::text)
            ORDER BY l."seq" DESC
            LIMIT 1`,
          userId,
          reversed.completionId,
          reversalOperationId,
          referralOperations.firstOffer(''),
        );
  return rows[0] ?? null;
}
