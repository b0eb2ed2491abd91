import type { CommandRequest, WithdrawalSettlement } from '@app/contracts';
import { AppError, type Outbox, type RawSql } from '@app/platform';
import { MARKED_PAID_NOTES, settlementRefusal } from '../domain/admin-withdrawal-moves.js';
import type { WithdrawalRow } from '../db/withdrawals.js';
import { assertDebtFree, moveWithdrawal } from './withdrawal-transition.js';

type SettleRequest = CommandRequest<'wallet.v1.withdrawal.review'> & { status: WithdrawalSettlement };

/**
 * An admin marks an approved withdrawal that nobody pays automatically as paid (completed: paid by hand
 * outside the system, with the payment's reference when given) or failed (the reason goes to the player
 * as the error message, and the held points come back). Runs inside the review's transaction, with the
 * withdrawal row locked; the transition itself is conditional too (approved → completed | failed), so of
 * two admins marking at once exactly one moves it and at most one refund is made. Marking paid is
 * refused while the player owes points from a reversed offer (assertDebtFree); marking failed is not.
 */
export async function settleWithdrawal(tx: RawSql, outbox: Outbox, locked: WithdrawalRow, request: SettleRequest, hash: string): Promise<WithdrawalRow> {
  const refusal = settlementRefusal(locked, request.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const action = { settleOperationId: request.operationId, settleHash: hash, settledBy: request.adminId, processed: true };
  if (request.status === 'completed') {
    // a reversed offer since the approval left the player owing points: not paid out until covered
    await assertDebtFree(tx, locked.userId, 'completed');
    return moveWithdrawal(tx, outbox, locked, 'completed', { ...action, adminNotes: request.adminNotes || MARKED_PAID_NOTES, paymentReference: request.paymentReference || null });
  }
  return moveWithdrawal(tx, outbox, locked, 'failed', { ...action, adminNotes: request.adminNotes, errorMessage: request.adminNotes });
}
