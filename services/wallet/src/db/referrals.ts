import type { RawSql } from '@app/platform';
import { REFERRAL_REVERSAL_PREFIX } from '../domain/referral.js';
import { LEDGER, PLAYERS } from './tables.js';

/** How many players signed up with this player's code, and what their offers earned this player (net of reversals). */
export async function referralTotals(sql: RawSql, userId: string): Promise<{ referralCount: number; referralEarnings: number }> {
  const rows = await sql.$queryRawUnsafe<{ referralCount: number; referralEarnings: number }[]>(
    `SELECT (SELECT count(*)::int FROM ${PLAYERS} WHERE "referredBy" = $1::text) AS "referralCount",
            (SELECT COALESCE(SUM("amount"), 0)::int FROM ${LEDGER}
              WHERE "userId" = $1::text AND ("type" = 'referral' OR ("type" = 'offer_reversal' AND "operationId" LIKE $2::text))) AS "referralEarnings"`,
    userId,
    `${REFERRAL_REVERSAL_PREFIX}%`,
  );
  return rows[0] ?? { referralCount: 0, referralEarnings: 0 };
}
