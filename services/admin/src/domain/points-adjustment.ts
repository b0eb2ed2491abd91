import { ADMIN_ADJUSTMENT_PREFIX, type CommandRequest } from '@app/contracts';

/** The ledger's description of an adjustment: the admin's reason, within the ledger's 200 characters. */
export function adjustmentDescription(reason: string): string {
  return `${ADMIN_ADJUSTMENT_PREFIX}${reason}`.slice(0, 200);
}

/** A positive adjustment is a credit, a negative one a debit of its size. */
export function adjustmentSubject(amount: number): 'wallet.v1.credit' | 'wallet.v1.debit' {
  return amount > 0 ? 'wallet.v1.credit' : 'wallet.v1.debit';
}

/** The wallet movement of an admin's signed adjustment: an `admin_adjustment` entry keyed by the admin action. */
export function adjustmentMovement(userId: string, amount: number, reason: string, operationId: string): CommandRequest<'wallet.v1.credit'> {
  return { userId, operationId, amount: Math.abs(amount), reason: 'admin_adjustment', description: adjustmentDescription(reason) };
}

/** What a deduction larger than the balance is answered (the audit log keeps the wallet's own words). */
export function insufficientForDeduction(amount: number): string {
  return `Cannot take ${Math.abs(amount).toLocaleString('en-US')} points: the user has fewer, and a deduction can take at most their balance`;
}
