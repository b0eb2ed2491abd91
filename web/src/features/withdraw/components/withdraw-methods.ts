import type { LucideIcon } from 'lucide-react';
import { Bitcoin, DollarSign, Gamepad2, Gift, Mail, Smartphone } from 'lucide-react';

export type WithdrawMethodId = 'robux' | 'paypal' | 'zelle' | 'cashapp' | 'crypto' | 'giftcard';
export type CashMethodId = 'paypal' | 'zelle' | 'cashapp';

export const ROBUX_MINIMUM = 5;
/** Design section 7: 1,000 for PayPal, Zelle and CashApp, shown and enforced. */
export const MANUAL_MINIMUM = 1000;
export const DAILY_LIMIT = 5000;

export interface WithdrawMethod {
  id: WithdrawMethodId;
  name: string;
  icon: LucideIcon;
  /** 'Instant', 'Manual' or 'Soon' (not selectable) */
  tag: 'Instant' | 'Manual' | 'Soon';
  minimum: number;
  /** the label and placeholder of the one payment-details input of a cash method */
  detailsLabel?: string;
  detailsPlaceholder?: string;
}

export const WITHDRAW_METHODS: readonly WithdrawMethod[] = [
  { id: 'robux', name: 'Robux', icon: Gamepad2, tag: 'Instant', minimum: ROBUX_MINIMUM },
  { id: 'paypal', name: 'PayPal', icon: Mail, tag: 'Manual', minimum: MANUAL_MINIMUM, detailsLabel: 'PayPal Email', detailsPlaceholder: 'you@example.com' },
  { id: 'zelle', name: 'Zelle', icon: Smartphone, tag: 'Manual', minimum: MANUAL_MINIMUM, detailsLabel: 'Zelle Phone or Email', detailsPlaceholder: '(555) 123-4567 or you@example.com' },
  { id: 'cashapp', name: 'CashApp', icon: DollarSign, tag: 'Manual', minimum: MANUAL_MINIMUM, detailsLabel: 'CashApp $Cashtag', detailsPlaceholder: '$yourtag' },
  { id: 'crypto', name: 'Crypto', icon: Bitcoin, tag: 'Soon', minimum: MANUAL_MINIMUM },
  { id: 'giftcard', name: 'Gift Cards', icon: Gift, tag: 'Soon', minimum: MANUAL_MINIMUM },
];

export function methodById(id: WithdrawMethodId): WithdrawMethod {
  return WITHDRAW_METHODS.find((m) => m.id === id)!;
}

export function defaultAmountFor(id: WithdrawMethodId): number {
  return id === 'robux' ? ROBUX_MINIMUM : MANUAL_MINIMUM;
}

const METHOD_LABELS: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'Crypto', giftcard: 'Gift Card' };

export function methodLabel(id: string): string {
  return METHOD_LABELS[id] ?? id;
}
