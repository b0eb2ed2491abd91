import type { RawSql } from '@app/platform';
import type { WalletPrisma } from './client.js';
import { ACCOUNTS } from './tables.js';

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
    select: ACCOUNT_FIELDS,
  });
}

const ACCOUNT_FIELDS = { userId: true, points: true, debt: true, totalEarned: true, totalWithdrawn: true, dailyStreak: true, lastDailyBonus: true } as const;

export async function findAccounts(prisma: WalletPrisma, userIds: readonly string[]): Promise<AccountRow[]> {
  return prisma.account.findMany({ where: { userId: { in: [...userIds] } }, select: ACCOUNT_FIELDS });
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
