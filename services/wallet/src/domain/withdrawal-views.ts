import type { AdminWithdrawal, EventData, WithdrawalEntry } from '@app/contracts';
import type { WithdrawalRow } from '../db/withdrawals.js';

const dollars = (cents: number) => cents / 100;

/** A withdrawal in the player's history (both history calls share the shape). */
export function withdrawalEntry(row: WithdrawalRow): WithdrawalEntry {
  return {
    id: row.id,
    method: row.method,
    type: row.method,
    amount: row.amount,
    usdValue: dollars(row.usdCents),
    status: row.status,
    paymentReference: row.paymentReference,
    errorMessage: row.errorMessage,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** A withdrawal as the admin panel lists it. */
export function adminWithdrawal(row: WithdrawalRow): AdminWithdrawal {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    method: row.method,
    amount: row.amount,
    usdValue: dollars(row.usdCents),
    status: row.status,
    payoutMode: row.payoutMode,
    details: row.details,
    paymentDetails: row.paymentDetails,
    adminNotes: row.adminNotes,
    paymentReference: row.paymentReference,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** What an admin's review says when the admin wrote nothing: not a reason worth telling the player. */
export const DEFAULT_REVIEW_NOTES = { approved: 'Approved by admin', rejected: 'Rejected by admin' } as const;

export function withdrawalUpdatedEvent(row: WithdrawalRow): EventData<'wallet.withdrawal.updated'> {
  const reason = reasonOf(row);
  return { withdrawalId: row.id, userId: row.userId, status: row.status, amount: row.amount, method: row.method, usdCents: row.usdCents, ...(reason ? { reason } : {}) };
}

/** The failure's message, or the admin's own note on a rejection (the player's notice repeats it). */
function reasonOf(row: WithdrawalRow): string | null {
  if (row.status === 'failed') return row.errorMessage?.trim() || null;
  if (row.status === 'rejected') {
    const note = row.adminNotes?.trim();
    return note && note !== DEFAULT_REVIEW_NOTES.rejected ? note : null;
  }
  return null;
}
