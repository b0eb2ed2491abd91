import type { RawSql } from '@app/platform';
import type { WalletPrisma } from './client.js';
import { levelSql } from '../domain/levels.js';
import { ACCOUNTS, PLAYERS } from './tables.js';

export interface AccountRow {
  userId: string;
  points: number;
  debt: number;
  totalEarned: number;
  totalWithdrawn: number;
  dailyStreak: number;
  lastDailyBonus: Date | null;
}

export async function findAccount(prisma: WalletPrisma, userId: string): Promise<AccountRow | null> {
  return prisma.account.findUnique({
    where: { userId },
    select: { userId: true, points: true, debt: true, totalEarned: true, totalWithdrawn: true, dailyStreak: true, lastDailyBonus: true },
  });
}

/** An account with the player's level (from the points wagered; 1 before the first round). */
export type AccountWithLevel = AccountRow & { level: number };

/** The accounts of those of `userIds` that have one, with their levels, in one statement. */
export async function findAccountsWithLevels(sql: RawSql, userIds: readonly string[]): Promise<AccountWithLevel[]> {
  return sql.$queryRawUnsafe<AccountWithLevel[]>(
    `SELECT a."userId", a."points", a."debt", a."totalEarned", a."totalWithdrawn", a."dailyStreak", a."lastDailyBonus",
            ${levelSql('COALESCE(p."totalWagered", 0)')} AS "level"
       FROM ${ACCOUNTS} a LEFT JOIN ${PLAYERS} p ON p."userId" = a."userId"
      WHERE a."userId" = ANY($1::text[])`,
    [...userIds],
  );
}

/** Creates the empty account of a new user; false if it already exists (a redelivered registration). */
export async function insertAccount(sql: RawSql, userId: string, username: string): Promise<boolean> {
  const inserted = await sql.$executeRawUnsafe(
    `INSERT INTO ${ACCOUNTS} ("userId", "username") VALUES ($1::text, $2::text) ON CONFLICT ("userId") DO NOTHING`,
    userId,
    username,
  );
  return inserted === 1;
}

/** Keeps the username projection current; false when there is no account (yet) for the user. */
export async function updateUsername(sql: RawSql, userId: string, username: string): Promise<boolean> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${ACCOUNTS} SET "username" = $2::text, "updatedAt" = now() WHERE "userId" = $1::text`,
    userId,
    username,
  );
  return updated === 1;
}
