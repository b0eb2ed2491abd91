import type { Account } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';
import { emptyAccount } from '../domain/user-views.js';

export const WALLET_UNAVAILABLE = 'Your balance cannot be read right now, please retry in a moment';

/**
 * The wallet's numbers for a user (points, totals, streak). A read is safe to repeat, so a timeout is
 * retried once; if the wallet still does not answer the caller gets 503, never numbers made up here.
 * NOT_FOUND is an answer, not a failure: the wallet has not credited this user anything yet.
 */
export async function readAccount(bus: Bus, userId: string, options: { timeoutMs?: number } = {}): Promise<Account> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bus.request('wallet.v1.account.get', { userId }, { timeoutMs: options.timeoutMs ?? 2500 });
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return emptyAccount(userId);
      if (err instanceof AppError && err.code === 'TIMEOUT' && attempt === 1) continue;
      throw new AppError('UNAVAILABLE', WALLET_UNAVAILABLE);
    }
  }
}
