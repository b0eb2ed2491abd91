import { gamepassPriceFor, type AdminWithdrawal } from '@app/contracts';
import { formatCount } from '@/lib/format';

const METHOD_LABELS: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'Crypto', giftcard: 'Gift Card' };

export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The withdraw form's names for the details a method asks for. */
const DETAIL_LABELS: Record<string, string> = { username: 'Roblox username', gamepassId: 'Gamepass ID' };

function detailLabel(key: string): string {
  return DETAIL_LABELS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/**
 * What the player gave (the payment address and the method's details, as 'Label: value' lines) and, for
 * Robux, what the admin paying by hand must check: the gamepass must be priced so that the player
 * receives the amount after Roblox's 30% (the price the automated payout would insist on).
 */
export function detailLines(withdrawal: AdminWithdrawal): string[] {
  const lines: string[] = [];
  if (withdrawal.paymentDetails) lines.push(withdrawal.paymentDetails);
  for (const [key, value] of Object.entries(withdrawal.details ?? {})) {
    const text = valueText(value);
    if (text) lines.push(`${detailLabel(key)}: ${text}`);
  }
  if (withdrawal.method === 'robux') lines.push(`Gamepass price: ${formatCount(gamepassPriceFor(withdrawal.amount))} Robux (${formatCount(withdrawal.amount)} after Roblox's 30%)`);
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
