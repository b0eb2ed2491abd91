import type { CommandRequest, CommandResponse } from '@app/contracts';
import { AppError } from '@app/platform';
import { requestHash } from '../domain/request-hash.js';
import { adminWithdrawal, DEFAULT_REVIEW_NOTES } from '../domain/withdrawal-views.js';
import { ONLY_PENDING_MESSAGE } from '../domain/withdrawal-rules.js';
import { assertAdminMoveInput, isRepeatOf, isSettlement } from '../domain/admin-withdrawal-moves.js';
import { inTransaction, type WalletTransaction } from '../db/transaction.js';
import { countPendingWithdrawals, listAllWithdrawals, lockWithdrawal, type WithdrawalRow } from '../db/withdrawals.js';
import type { WalletContext } from '../context.js';
import type { RobuxPayouts } from './robux-payouts.js';
import { settleWithdrawal } from './withdrawal-settlement.js';
import { assertDebtFree, moveWithdrawal } from './withdrawal-transition.js';

type ReviewRequest = CommandRequest<'wallet.v1.withdrawal.review'>;
type ReviewResponse = CommandResponse<'wallet.v1.withdrawal.review'>;

/**
 * wallet.v1.withdrawal.review: an admin approves or rejects a pending withdrawal, or marks an approved
 * manual one paid or failed (withdrawal-settlement.ts). The withdrawal row is locked first, so of two
 * admins acting at once the second sees the first's move: a repeat of the same action (same operationId
 * and body) answers it again (replayed), anything else is CONFLICT. A rejection or a failure returns the
 * held points in the same transaction. Approving and marking paid are refused (CONFLICT, naming the
 * debt) while the player owes points from a reversed offer. An approved automatic Robux withdrawal is
 * then bought by the payout account (in the background; the answer says approved).
 */
export async function reviewWithdrawal(ctx: WalletContext, payouts: RobuxPayouts, request: ReviewRequest): Promise<ReviewResponse> {
  assertAdminMoveInput(request);
  const hash = actionHash(request);
  const { row, replayed } = await inTransaction(ctx.prisma, async (tx) => {
    const locked = await lockWithdrawal(tx, request.withdrawalId);
    if (!locked) throw new AppError('NOT_FOUND', 'No such withdrawal');
    if (isRepeatOf(locked, request.operationId, hash)) return { row: locked, replayed: true };
    const { status } = request;
    const moved = isSettlement(status) ? await settleWithdrawal(tx, ctx.outbox, locked, { ...request, status }, hash) : await decide(ctx, tx, locked, request, hash);
    return { row: moved, replayed: false };
  });
  if (!replayed) ctx.outbox.wake();
  if (!replayed && row.status === 'approved' && row.method === 'robux' && row.payoutMode === 'automatic') payouts.processLater(row.id);
  ctx.logger.info({ withdrawalId: row.id, status: row.status, adminId: request.adminId, replayed }, 'withdrawal reviewed');
  return { withdrawal: adminWithdrawal(row), replayed };
}

/** The fingerprint of an admin's action: a repeat must match it to be answered as a replay. */
function actionHash(request: ReviewRequest): string {
  // approve and reject keep the fingerprint they always had, so that their actions in flight across an upgrade still replay
  const fields = [request.withdrawalId, request.status, request.adminNotes, request.adminId];
  return requestHash('wallet.v1.withdrawal.review', isSettlement(request.status) ? [...fields, request.paymentReference ?? ''] : fields);
}

/** Approve or reject: only a pending withdrawal; approve only while the player owes nothing from a reversed offer. */
async function decide(ctx: WalletContext, tx: WalletTransaction, locked: WithdrawalRow, request: ReviewRequest, hash: string): Promise<WithdrawalRow> {
  if (locked.status !== 'pending') throw new AppError('CONFLICT', ONLY_PENDING_MESSAGE);
  if (request.status === 'approved') await assertDebtFree(tx, locked.userId, 'approved');
  return moveWithdrawal(tx, ctx.outbox, locked, request.status, {
    adminNotes: request.adminNotes || DEFAULT_REVIEW_NOTES[request.status === 'approved' ? 'approved' : 'rejected'],
    reviewOperationId: request.operationId,
    reviewHash: hash,
    reviewedBy: request.adminId,
    processed: true,
  });
}

/** wallet.v1.withdrawals.list */
export async function listWithdrawalsForAdmin(ctx: WalletContext, request: CommandRequest<'wallet.v1.withdrawals.list'>): Promise<CommandResponse<'wallet.v1.withdrawals.list'>> {
  const filter = { status: request.status ?? null, payoutMode: request.payoutMode ?? null };
  const { rows, total } = await listAllWithdrawals(ctx.prisma, filter, (request.page - 1) * request.pageSize, request.pageSize);
  return { withdrawals: rows.map(adminWithdrawal), total };
}

/** wallet.v1.withdrawals.count-pending */
export async function countPendingForAdmin(ctx: WalletContext): Promise<CommandResponse<'wallet.v1.withdrawals.count-pending'>> {
  const { pending, awaitingPayment } = await countPendingWithdrawals(ctx.prisma);
  return { count: pending, awaitingPayment };
}
