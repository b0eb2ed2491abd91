import { randomUUID } from 'node:crypto';
import type { WithdrawalStatus } from '@app/contracts';
import { AppError, type Outbox, type RawSql } from '@app/platform';
import { requestHash } from '../domain/request-hash.js';
import { withdrawalUpdatedEvent } from '../domain/withdrawal-views.js';
import { debtRefusal, refundsPoints, statusesLeadingTo, withdrawalOperations } from '../domain/withdrawal-rules.js';
import { addToTotalWithdrawn, changeWithdrawalStatus, lockAccountFunds, type StatusChange, type WithdrawalRow } from '../db/withdrawals.js';
import { applyMovementInTransaction } from '../ledger/movement-in-transaction.js';

/**
 * One step of a withdrawal's state machine, inside the caller's transaction: the conditional status
 * change, the refund of the held points when it ends rejected or failed (keyed withdrawal:<id>:refund,
 * so returned once whatever happens), the player's Total Withdrawn when it ends completed (the points
 * left the balance when they were held; they count as withdrawn once paid out), and the
 * wallet.withdrawal.updated event, under an id the row keeps (for resend-withdrawal-updates after a
 * restore). Throws CONFLICT when the withdrawal is not in a status that leads to `to`.
 */
export async function moveWithdrawal(tx: RawSql, outbox: Outbox, row: WithdrawalRow, to: WithdrawalStatus, change: StatusChange): Promise<WithdrawalRow> {
  const eventId = randomUUID();
  const moved = await changeWithdrawalStatus(tx, row.id, statusesLeadingTo(to), to, change, eventId);
  if (!moved) throw new AppError('CONFLICT', `This withdrawal is ${row.status} and cannot become ${to}`);
  if (refundsPoints(to)) {
    await applyMovementInTransaction(tx, {
      userId: row.userId,
      operationId: withdrawalOperations.refund(row.id),
      type: 'withdrawal_refund',
      amount: row.amount,
      description: to === 'rejected' ? 'Withdrawal rejected: points returned' : 'Withdrawal failed: points returned',
      requestHash: requestHash('withdrawal_refund', [row.userId, row.id, row.amount]),
    });
  }
  // the conditional change above moved it, so this happens once per withdrawal
  if (to === 'completed') await addToTotalWithdrawn(tx, row.userId, row.amount);
  await outbox.append(tx, 'wallet.withdrawal.updated', withdrawalUpdatedEvent(moved), eventId);
  return moved;
}

/**
 * Refuses (CONFLICT, naming the debt) to approve or mark paid a withdrawal of a player who owes points
 * from a reversed offer. Locks the player's account row for the rest of the transaction, the row an
 * offer reversal locks too: a reversal racing this move either committed before (and is seen here) or
 * waits until this move committed (a valid approval, after which marking paid is refused while the debt
 * lasts). Called with the withdrawal row already locked (withdrawal, then account: the order of a refund).
 */
export async function assertDebtFree(tx: RawSql, userId: string, move: 'approved' | 'completed'): Promise<void> {
  const funds = await lockAccountFunds(tx, userId);
  const refusal = debtRefusal(funds?.debt ?? 0, move);
  if (refusal) throw new AppError('CONFLICT', refusal);
}
