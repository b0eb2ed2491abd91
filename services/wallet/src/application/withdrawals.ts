import { randomUUID } from 'node:crypto';
import { statusesOfGroup, withdrawalSearchNeedle, withdrawalStatusGroup, WITHDRAWAL_CURSOR_UNKNOWN, type GetWithdrawalSummaryResponse, type Identity, type WithdrawalEntry, type WithdrawalHistoryPage, type WithdrawalMethod } from '@app/contracts';
import { AppError, type Bus, type RawSql } from '@app/platform';
import { requestHash } from '../domain/request-hash.js';
import { startOfUtcDay } from '../domain/utc-calendar.js';
import { withdrawalEntry, withdrawalUpdatedEvent } from '../domain/withdrawal-views.js';
import { assertWithdrawalAllowed, COUNTED_STATUSES, usdCentsOf, withdrawalOperations, type WithdrawalLimits } from '../domain/withdrawal-rules.js';
import { inTransaction } from '../db/transaction.js';
import { insertWithdrawal, listUserWithdrawals, lockAccountFunds, userWithdrawalTotals, withdrawalActivity, type PayoutMode, type WithdrawalRow } from '../db/withdrawals.js';
import { applyMovementInTransaction } from '../ledger/movement-in-transaction.js';
import type { WalletContext } from '../context.js';
import type { RobuxPayouts } from './robux-payouts.js';

export const EMAIL_REQUIRED_MESSAGE = 'Email verification required to process withdrawals';

/**
 * The player may withdraw only with a verified e-mail and while not banned, as auth says now (never a
 * stale copy). Reading is safe to repeat: one timeout is retried before answering 503.
 */
export async function assertMayWithdraw(bus: Bus, userId: string): Promise<void> {
  let facts;
  try {
    facts = await bus.request('auth.v1.user.get', { userId }, { timeoutMs: 2_500, retries: 1 });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw err;
    throw new AppError('UNAVAILABLE', 'Withdrawals cannot be checked right now, please retry in a moment');
  }
  if (facts.isBanned) throw new AppError('ACCOUNT_BANNED', 'Your account is banned');
  if (!facts.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_REQUIRED_MESSAGE);
}

export interface WithdrawalDraft {
  method: WithdrawalMethod;
  amount: number;
  paymentDetails: string | null;
  details: Record<string, unknown> | null;
  payoutMode: PayoutMode;
}

/**
 * The limits as the settings say now: what a new withdrawal is checked against and what
 * GET /api/withdrawal/limits publishes, read from one place so the two never disagree.
 */
export function currentWithdrawalLimits(ctx: Pick<WalletContext, 'settings'>): WithdrawalLimits {
  return {
    minRobux: ctx.settings.get('withdrawal_min_robux'),
    minManual: ctx.settings.get('withdrawal_min_manual'),
    dailyLimit: ctx.settings.get('withdrawal_daily_limit'),
  };
}

/**
 * What the one-pending and daily-limit rules look at for the player now: how many withdrawals are
 * pending, and the points of today's (UTC) pending, approved and completed ones. A new request is checked
 * against this, and GET /api/withdrawal/limits publishes its `withdrawnToday`, so the form and the
 * refusal count the same withdrawals.
 */
export function withdrawalActivityNow(sql: RawSql, userId: string, now: Date) {
  return withdrawalActivity(sql, userId, startOfUtcDay(now), COUNTED_STATUSES);
}

/**
 * Creates a withdrawal and holds its points, in one transaction that starts by locking the player's
 * account row: a player's concurrent requests run one after another, each seeing what the previous
 * one committed, so the rules (one pending at a time, daily limit, balance, no debt) hold under any
 * concurrency. The hold is a withdrawal_hold ledger entry keyed withdrawal:<id>:hold.
 */
export async function createWithdrawal(ctx: WalletContext, userId: string, identity: Identity, draft: WithdrawalDraft): Promise<WithdrawalRow> {
  const now = ctx.now();
  const limits = currentWithdrawalLimits(ctx);
  const row = await inTransaction(ctx.prisma, async (tx) => {
    const funds = await lockAccountFunds(tx, userId);
    if (!funds) throw new AppError('NOT_FOUND', 'No wallet account for this user');
    const activity = await withdrawalActivityNow(tx, userId, now);
    assertWithdrawalAllowed({ method: draft.method, amount: draft.amount, points: funds.points, debt: funds.debt, ...activity }, limits);
    const id = randomUUID();
    const statusEventId = randomUUID();
    const created = await insertWithdrawal(tx, {
      id,
      statusEventId,
      userId,
      method: draft.method,
      amount: draft.amount,
      usdCents: usdCentsOf(draft.amount),
      payoutMode: draft.payoutMode,
      paymentDetails: draft.paymentDetails,
      details: draft.details,
      ipAddress: identity.ip,
      userAgent: identity.userAgent.slice(0, 500),
    });
    await applyMovementInTransaction(tx, {
      userId,
      operationId: withdrawalOperations.hold(id),
      type: 'withdrawal_hold',
      amount: -draft.amount,
      description: `Withdrawal (${draft.method})`,
      requestHash: requestHash('withdrawal_hold', [userId, id, draft.amount]),
    });
    await ctx.outbox.append(tx, 'wallet.withdrawal.updated', withdrawalUpdatedEvent(created), statusEventId);
    return created;
  });
  ctx.outbox.wake();
  return row;
}

/** POST /api/withdrawal/request: PayPal, Zelle, CashApp; an admin pays them. */
export async function requestManualWithdrawal(
  ctx: WalletContext,
  userId: string,
  identity: Identity,
  request: { method: 'paypal' | 'zelle' | 'cashapp'; amount: number; paymentDetails: string },
): Promise<WithdrawalEntry> {
  await assertMayWithdraw(ctx.bus, userId);
  const row = await createWithdrawal(ctx, userId, identity, { ...request, details: null, payoutMode: 'admin' });
  return withdrawalEntry(row);
}

export interface RobuxWithdrawalOutcome {
  withdrawal: WithdrawalEntry;
  message: string;
}

/**
 * POST /api/automated-withdrawal/request. With a payout account configured the gamepass is bought
 * right away (the answer says completed); a purchase that fails answers an error naming why (the
 * points are already back). Without one the request waits for an admin like the manual methods.
 */
export async function requestRobuxWithdrawal(
  ctx: WalletContext,
  payouts: RobuxPayouts,
  userId: string,
  identity: Identity,
  request: { amount: number; username: string; gamepassId: string },
): Promise<RobuxWithdrawalOutcome> {
  await assertMayWithdraw(ctx.bus, userId);
  const payoutMode: PayoutMode = payouts.isConfigured() ? 'automatic' : 'admin';
  const details = { username: request.username, gamepassId: request.gamepassId };
  const created = await createWithdrawal(ctx, userId, identity, { method: 'robux', amount: request.amount, paymentDetails: null, details, payoutMode });
  if (payoutMode === 'admin') return { withdrawal: withdrawalEntry(created), message: 'Withdrawal request submitted for admin review' };

  const { row, failure } = await payouts.process(created.id);
  const current = row ?? created;
  if (current.status === 'failed') {
    const why = failure?.message ?? current.errorMessage ?? 'The Robux purchase failed';
    throw new AppError(failure?.cause === 'payout' ? 'BAD_GATEWAY' : 'BAD_REQUEST', `${why}. Your points were returned.`);
  }
  const message =
    current.status === 'completed'
      ? 'Gamepass purchased! The Robux show as pending on your Roblox transactions page and arrive in 3-7 days.'
      : 'Your Robux withdrawal is being processed';
  return { withdrawal: withdrawalEntry(current), message };
}

const MANUAL_METHODS: readonly WithdrawalMethod[] = ['paypal', 'zelle', 'cashapp'];
const AUTOMATED_METHODS: readonly WithdrawalMethod[] = ['robux'];

/**
 * One page of GET /api/withdrawal/history (manual methods) or GET /api/automated-withdrawal/history
 * (Robux), with the page's filters; a method of the other history leaves nothing to list.
 */
export async function withdrawalHistory(ctx: WalletContext, userId: string, kind: 'manual' | 'automated', page: WithdrawalHistoryPage): Promise<WithdrawalEntry[]> {
  const needle = withdrawalSearchNeedle(page.search);
  const filter = {
    methods: kind === 'manual' ? MANUAL_METHODS : AUTOMATED_METHODS,
    method: page.method ?? null,
    statuses: page.status ? statusesOfGroup(page.status) : null,
    needle: needle === '' ? null : needle,
  };
  const rows = await listUserWithdrawals(ctx.prisma, userId, filter, page.before ?? null, page.limit);
  if (!rows) throw new AppError('VALIDATION_FAILED', WITHDRAWAL_CURSOR_UNKNOWN, 'before');
  return rows.map(withdrawalEntry);
}

/** GET /api/withdrawal/summary: the history's cards over every withdrawal of the player, summed in the database. */
export async function withdrawalSummary(ctx: WalletContext, userId: string): Promise<GetWithdrawalSummaryResponse> {
  const summary: GetWithdrawalSummaryResponse = { totalWithdrawn: 0, completed: 0, pending: 0, failed: 0 };
  for (const { status, count, points } of await userWithdrawalTotals(ctx.prisma, userId)) {
    const group = withdrawalStatusGroup(status);
    summary[group] += count;
    if (group === 'completed') summary.totalWithdrawn += points;
  }
  return summary;
}
