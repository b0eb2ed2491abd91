import { FAILURE_REASON_REQUIRED, PAYMENT_REFERENCE_ONLY_WHEN_PAID, type AdminWithdrawalMove, type PayoutMode, type WithdrawalSettlement, type WithdrawalStatus } from '@app/contracts';
import { AppError } from '@app/platform';

/**
 * The rules of an admin's moves that are not the review of a pending withdrawal: marking an approved
 * withdrawal paid (completed) or failed. Only withdrawals that an admin pays by hand end this way; an
 * automatic Robux withdrawal is completed or failed by its purchase, never by an admin, since the
 * purchase may be under way at that very moment.
 */

export function isSettlement(move: AdminWithdrawalMove): move is WithdrawalSettlement {
  return move === 'completed' || move === 'failed';
}

/** What the notes say when the admin marks a withdrawal paid without writing any. */
export const MARKED_PAID_NOTES = 'Marked paid by admin';

const verbOf = (to: WithdrawalSettlement) => (to === 'completed' ? 'marked paid' : 'marked failed');

/** Why this withdrawal cannot be marked `to` (a CONFLICT message), or null when it can. */
export function settlementRefusal(withdrawal: { status: WithdrawalStatus; payoutMode: PayoutMode }, to: WithdrawalSettlement): string | null {
  if (withdrawal.status !== 'approved') return `Only an approved withdrawal can be ${verbOf(to)}; this one is ${withdrawal.status}`;
  if (withdrawal.payoutMode === 'automatic') return `This withdrawal is paid automatically by the Robux payout account and cannot be ${verbOf(to)} by an admin`;
  return null;
}

/**
 * The request's own consistency, checked before anything is read: a payment reference belongs to a
 * withdrawal marked paid only, and a failure needs its reason (the player is shown it).
 */
export function assertAdminMoveInput(request: { status: AdminWithdrawalMove; adminNotes: string; paymentReference?: string | undefined }): void {
  if (request.paymentReference && request.status !== 'completed') throw new AppError('VALIDATION_FAILED', PAYMENT_REFERENCE_ONLY_WHEN_PAID, 'paymentReference');
  if (request.status === 'failed' && !request.adminNotes.trim()) throw new AppError('VALIDATION_FAILED', FAILURE_REASON_REQUIRED, 'adminNotes');
}

/** The admin actions already applied to a withdrawal: its review, and its settlement once marked paid or failed. */
export interface AppliedActions {
  reviewOperationId: string | null;
  reviewHash: string | null;
  settleOperationId: string | null;
  settleHash: string | null;
}

/**
 * Whether this action (operationId with fingerprint `hash`) was already applied to the withdrawal: a
 * repeat answers again instead of moving it twice. The same id with other details is refused.
 */
export function isRepeatOf(applied: AppliedActions, operationId: string, hash: string): boolean {
  const earlier =
    applied.reviewOperationId === operationId ? applied.reviewHash : applied.settleOperationId === operationId ? applied.settleHash : undefined;
  if (earlier === undefined) return false;
  if (earlier !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This operation id was already used with different details');
  return true;
}
