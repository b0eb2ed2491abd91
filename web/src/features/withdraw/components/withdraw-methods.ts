import type { LucideIcon } from 'lucide-react';
import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { Bitcoin, DollarSign, Gamepad2, Gift, Mail, Smartphone } from 'lucide-react';

export type WithdrawMethodId = 'robux' | 'paypal' | 'zelle' | 'cashapp' | 'crypto' | 'giftcard';
export type CashMethodId = 'paypal' | 'zelle' | 'cashapp';
export type MethodTag = 'Instant' | 'Manual' | 'Soon';

export interface WithdrawMethod {
  id: WithdrawMethodId;
  name: string;
  icon: LucideIcon;
  /** 'Manual', 'Soon' (not selectable), or 'Instant' when paid without an admin (Robux: see methodPayout) */
  tag: MethodTag;
  /** the label and placeholder of the one payment-details input of a cash method */
  detailsLabel?: string;
  detailsPlaceholder?: string;
}

export const WITHDRAW_METHODS: readonly WithdrawMethod[] = [
  { id: 'robux', name: 'Robux', icon: Gamepad2, tag: 'Instant' },
  { id: 'paypal', name: 'PayPal', icon: Mail, tag: 'Manual', detailsLabel: 'PayPal Email', detailsPlaceholder: 'you@example.com' },
  { id: 'zelle', name: 'Zelle', icon: Smartphone, tag: 'Manual', detailsLabel: 'Zelle Phone or Email', detailsPlaceholder: '(555) 123-4567 or you@example.com' },
  { id: 'cashapp', name: 'CashApp', icon: DollarSign, tag: 'Manual', detailsLabel: 'CashApp $Cashtag', detailsPlaceholder: '$yourtag' },
  { id: 'crypto', name: 'Crypto', icon: Bitcoin, tag: 'Soon' },
  { id: 'giftcard', name: 'Gift Cards', icon: Gift, tag: 'Soon' },
];

export const ADMIN_REVIEW_NOTE = 'Reviewed by an admin';
export const INSTANT_NOTE = 'Sent instantly';

/**
 * How a method is paid, as its card says it: the manual methods are reviewed by an admin; Robux is
 * instant only while the wallet has a Roblox payout account ('automatic'), and otherwise waits for an
 * admin like the manual methods (design section 4). Until the wallet has answered, Robux promises
 * nothing (tag and note null).
 */
export function methodPayout(
  method: WithdrawMethod,
  limits: Pick<GetWithdrawalLimitsResponse, 'robuxPayout'> | undefined,
): { tag: MethodTag | null; note: string | null } {
  if (method.tag === 'Soon') return { tag: 'Soon', note: null };
  if (method.id !== 'robux') return { tag: method.tag, note: ADMIN_REVIEW_NOTE };
  if (!limits) return { tag: null, note: null };
  return limits.robuxPayout === 'automatic' ? { tag: 'Instant', note: INSTANT_NOTE } : { tag: 'Manual', note: ADMIN_REVIEW_NOTE };
}

/** The form's one-line summary of how each method is paid, for the payout mode the wallet reported. */
export function payoutSummary(limits: Pick<GetWithdrawalLimitsResponse, 'robuxPayout'> | undefined): string {
  if (limits?.robuxPayout === 'automatic') return 'Robux are sent instantly through a gamepass; PayPal, Zelle and CashApp are reviewed by an admin and paid manually.';
  if (limits?.robuxPayout === 'admin') return 'Every request is reviewed by an admin: Robux through a gamepass, PayPal, Zelle and CashApp paid manually.';
  return 'Robux are paid through a gamepass; PayPal, Zelle and CashApp are reviewed by an admin and paid manually.';
}

export function methodById(id: WithdrawMethodId): WithdrawMethod {
  return WITHDRAW_METHODS.find((m) => m.id === id)!;
}

const METHOD_LABELS: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'Crypto', giftcard: 'Gift Card' };

export function methodLabel(id: string): string {
  return METHOD_LABELS[id] ?? id;
}
