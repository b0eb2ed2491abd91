import type { Account } from '@app/contracts';
import { AppError, type RawSql } from '@app/platform';
import { currentStreak } from '../domain/streak.js';
import { findAccountsWithLevels, type AccountWithLevel } from '../db/accounts.js';

/** wallet.v1.account.get: the balance is points minus any unpaid reversal debt. */
export async function getAccount(sql: RawSql, userId: string, now = new Date()): Promise<Account> {
  const [row] = await findAccountsWithLevels(sql, [userId]);
  if (!row) throw new AppError('NOT_FOUND', 'No wallet account for this user');
  return accountOf(row, now);
}

/** wallet.v1.accounts.get: the accounts of those users that have one. */
export async function getAccounts(sql: RawSql, userIds: readonly string[], now = new Date()): Promise<{ accounts: Account[] }> {
  return { accounts: (await findAccountsWithLevels(sql, userIds)).map((row) => accountOf(row, now)) };
}

function accountOf(row: AccountWithLevel, now: Date): Account {
  return {
    userId: row.userId,
    points: row.points - row.debt,
    totalEarned: row.totalEarned,
    totalWithdrawn: row.totalWithdrawn,
    dailyStreak: currentStreak(row.dailyStreak, row.lastDailyBonus, now),
    lastDailyBonus: row.lastDailyBonus?.toISOString() ?? null,
    level: row.level,
  };
}
