import { AppError } from '@app/platform';
import { ALREADY_CLAIMED_MESSAGE, dailyBonusMessage, dailyBonusStatus, planDailyBonus, type DailyBonusStatus } from '../domain/daily-bonus.js';
import { requestHash } from '../domain/request-hash.js';
import { startOfUtcDay } from '../domain/utc-calendar.js';
import { findAccount } from '../db/accounts.js';
import { lockBonusState, recordBonusClaim } from '../db/daily-bonus.js';
import { isUniqueViolation } from '../db/sql-errors.js';
import { inTransaction } from '../db/transaction.js';
import { applyMovementInTransaction } from '../ledger/movement-in-transaction.js';
import type { WalletContext } from '../context.js';

export interface ClaimedBonus {
  points: number;
  streak: number;
  balance: number;
  message: string;
}

const NO_ACCOUNT = () => new AppError('NOT_FOUND', 'No wallet account for this user');

/**
 * The one claim-once mechanism behind POST /api/daily-bonus and POST /api/daily-bonus/claim: in one
 * transaction, lock the account row, plan the claim (domain/daily-bonus.ts), record it with a conditional
 * UPDATE (... WHERE lastDailyBonus is before today's UTC midnight) and credit the bonus under the key
 * daily_bonus:<YYYY-MM-DD>. Concurrent claims queue on the row lock; the first records the claim and
 * every later one finds it (409 ALREADY_CLAIMED). The unique ledger key is a second, independent guard.
 */
export async function claimDailyBonus(ctx: WalletContext, userId: string): Promise<ClaimedBonus> {
  const now = ctx.now();
  try {
    const claimed = await inTransaction(ctx.prisma, async (tx) => {
      const state = await lockBonusState(tx, userId);
      if (!state) throw NO_ACCOUNT();
      const plan = planDailyBonus(state.dailyStreak, state.lastDailyBonus, now);
      if (!(await recordBonusClaim(tx, userId, plan.streak, now, startOfUtcDay(now)))) throw new AppError('ALREADY_CLAIMED', ALREADY_CLAIMED_MESSAGE);
      const credit = await applyMovementInTransaction(tx, {
        userId,
        operationId: plan.operationId,
        type: 'daily_bonus',
        amount: plan.points,
        description: `Daily bonus (day ${plan.streak})`,
        requestHash: requestHash('daily_bonus', [userId, plan.operationId]),
      });
      if (!credit.applied) throw new AppError('ALREADY_CLAIMED', ALREADY_CLAIMED_MESSAGE);
      return { points: plan.points, streak: plan.streak, balance: credit.balance };
    });
    ctx.outbox.wake();
    return { ...claimed, message: dailyBonusMessage(claimed.points, claimed.streak) };
  } catch (err) {
    // the day's ledger key taken by a claim that the row lock somehow did not order before this one
    if (isUniqueViolation(err)) throw new AppError('ALREADY_CLAIMED', ALREADY_CLAIMED_MESSAGE);
    throw err;
  }
}

/** GET /api/daily-bonus/status (a player whose account is still being opened has never claimed). */
export async function readDailyBonusStatus(ctx: WalletContext, userId: string): Promise<DailyBonusStatus> {
  const account = await findAccount(ctx.prisma, userId);
  return dailyBonusStatus(account?.dailyStreak ?? 0, account?.lastDailyBonus ?? null, ctx.now());
}
