import type { Account } from '@app/contracts';
import { AppError } from '@app/platform';
import { currentStreak } from '../domain/streak.js';
import { findAccount, findAccounts, type AccountRow } from '../db/accounts.js';
import type { WalletPrisma } from '../db/client.js';

/** wallet.v1.account.get: the balance is points minus any unpaid reversal debt. */
export async function getAccount(prisma: WalletPrisma, userId: string, now = new Date()): Promise<Account> {
  const row = await findAccount(prisma, userId);
  if (!row) throw new AppError('NOT_FOUND', 'No wallet account for this user');
  return accountOf(row, now);
}

/** wallet.v1.accounts.get: the accounts of those users that have one. */
export async function getAccounts(prisma: WalletPrisma, userIds: readonly string[], now = new Date()): Promise<{ accounts: Account[] }> {
  return { accounts: (await findAccounts(prisma, userIds)).map((row) => accountOf(row, now)) };
}

function accountOf(row: AccountRow, now: Date): Account {
  return {
    userId: row.userId,
    points: row.points - row.debt,
    totalEarned: row.totalEarned,
    totalWithdrawn: row.totalWithdrawn,
    dailyStreak: currentStreak(row.dailyStreak, row.lastDailyBonus, now),
    lastDailyBonus: row.lastDailyBonus?.toISOString() ?? null,
  };
}
