import type { CommandRequest, CommandResponse } from '@app/contracts';
import { AppError } from '@app/platform';
import { requestHash } from '../domain/request-hash.js';
import { adminWithdrawal } from '../domain/withdrawal-views.js';
import { ONLY_PENDING_MESSAGE } from '../domain/withdrawal-rules.js';
import { inTransaction } from '../db/transaction.js';
import { countPendingWithdrawals, listAllWithdrawals, lockWithdrawal } from '../db/withdrawals.js';
import type { WalletContext } from '../context.js';
import type { RobuxPayouts } from './robux-payouts.js';
import { moveWithdrawal } from './withdrawal-transition.js';

type ReviewRequest = CommandRequest<'wallet.v1.withdrawal.review'>;
type ReviewResponse = CommandResponse<'wallet.v1.withdrawal.review'>;

/**
 * wallet.v1.withdrawal.review: an admin approves or rejects a pending withdrawal. The withdrawal row is
 * locked first, so of two admins deciding at once the second sees the first's decision: a repeat of
 * the same action (same operationId and body) answers it again (replayed), anything else is CONFLICT.
 * A rejection returns the held points in the same transaction. An approved automatic Robux withdrawal
 * is then bought by the payout account (in the background; the answer says approved).
 */
export async function reviewWithdrawal(ctx: WalletContext, payouts: RobuxPayouts, request: ReviewRequest): Promise<ReviewResponse> {
  const hash = requestHash('wallet.v1.withdrawal.review', [request.withdrawalId, request.status, request.adminNotes, request.adminId]);
  const { row, replayed } = await inTransaction(ctx.prisma, async (tx) => {
    const locked = await lockWithdrawal(tx, request.withdrawalId);
    if (!locked) throw new AppError('NOT_FOUND', 'No such withdrawal');
    if (locked.reviewOperationId === request.operationId) {
      if (locked.reviewHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This operation id was already used with different details');
      return { row: locked, replayed: true };
    }
    if (locked.status !== 'pending') throw new AppError('CONFLICT', ONLY_PENDING_MESSAGE);
    const moved = await moveWithdrawal(tx, ctx.outbox, locked, request.status, {
      adminNotes: request.adminNotes || (request.status === 'approved' ? 'Approved by admin' : 'Rejected by admin'),
      reviewOperationId: request.operationId,
      reviewHash: hash,
      reviewedBy: request.adminId,
      processed: true,
    });
    return { row: moved, replayed: false };
  });
  if (!replayed) ctx.outbox.wake();
  if (!replayed && row.status === 'approved' && row.method === 'robux' && row.payoutMode === 'automatic') payouts.processLater(row.id);
  ctx.logger.info({ withdrawalId: row.id, status: row.status, adminId: request.adminId, replayed }, 'withdrawal reviewed');
  return { withdrawal: adminWithdrawal(row), replayed };
}

/** wallet.v1.withdrawals.list */
export async function listWithdrawalsForAdmin(ctx: WalletContext, request: CommandRequest<'wallet.v1.withdrawals.list'>): Promise<CommandResponse<'wallet.v1.withdrawals.list'>> {
  const { rows, total } = await listAllWithdrawals(ctx.prisma, request.status ?? null, (request.page - 1) * request.pageSize, request.pageSize);
  return { withdrawals: rows.map(adminWithdrawal), total };
}

/** wallet.v1.withdrawals.count-pending */
export async function countPendingForAdmin(ctx: WalletContext): Promise<CommandResponse<'wallet.v1.withdrawals.count-pending'>> {
  return { count: await countPendingWithdrawals(ctx.prisma) };
}
