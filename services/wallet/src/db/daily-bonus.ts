import type { RawSql } from '@app/platform';
import { ACCOUNTS } from './tables.js';

export interface BonusState {
  dailyStreak: number;
  lastDailyBonus: Date | null;
}

/** The account's streak, with the row locked until the transaction ends (claims of one player queue here). */
export async function lockBonusState(sql: RawSql, userId: string): Promise<BonusState | null> {
  const rows = await sql.$queryRawUnsafe<BonusState[]>(
    `SELECT "dailyStreak", "lastDailyBonus" FROM ${ACCOUNTS} WHERE "userId" = $1::text FOR UPDATE`,
    userId,
  );
  return rows[0] ?? null;
}

/**
 * The claim-once step: records today's claim only if none was recorded since `todayStart` (UTC
 * midnight). True when this call recorded it; of any number of concurrent claims, one.
 */
export async function recordBonusClaim(sql: RawSql, userId: string, streak: number, now: Date, todayStart: Date): Promise<boolean> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${ACCOUNTS} SET "dailyStreak" = $2::int, "lastDailyBonus" = $3::timestamptz, "updatedAt" = now()
      WHERE "userId" = $1::text AND ("lastDailyBonus" IS NULL OR "lastDailyBonus" < $4::timestamptz)`,
    userId,
    streak,
    now,
    todayStart,
  );
  return updated === 1;
}
