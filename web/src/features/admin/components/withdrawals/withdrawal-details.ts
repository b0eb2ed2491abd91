import type { AdminWithdrawal } from '@app/contracts';

const METHOD_LABELS: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'Crypto', giftcard: 'Gift Card' };

export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What the player gave: the payment address and the method's details, as 'key: value' lines. */
export function detailLines(withdrawal: AdminWithdrawal): string[] {
  const lines: string[] = [];
  if (withdrawal.paymentDetails) lines.push(withdrawal.paymentDetails);
  for (const [key, value] of Object.entries(withdrawal.details ?? {})) {
    const text = valueText(value);
    if (text) lines.push(`${key}: ${text}`);
  }
  return lines;
}

/**
 * Approved, and paid by an admin by hand (PayPal, Zelle, CashApp, Robux without a payout account): the
 * admin marks it paid once the money was sent, or failed. An automatic Robux withdrawal is finished by
 * its purchase instead.
 */
export function awaitsManualPayment(withdrawal: AdminWithdrawal): boolean {
  return withdrawal.status === 'approved' && withdrawal.payoutMode === 'admin';
}

export const STATUS_VARIANTS = {
  pending: 'gold',
  approved: 'default',
  completed: 'default',
  rejected: 'destructive',
  failed: 'destructive',
} as const;
