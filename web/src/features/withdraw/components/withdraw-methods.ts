import type { LucideIcon } from 'lucide-react';
import { Bitcoin, DollarSign, Gamepad2, Gift, Mail, Smartphone } from 'lucide-react';

export type WithdrawMethodId = 'robux' | 'paypal' | 'zelle' | 'cashapp' | 'crypto' | 'giftcard';
export type CashMethodId = 'paypal' | 'zelle' | 'cashapp';

export interface WithdrawMethod {
  id: WithdrawMethodId;
  name: string;
  icon: LucideIcon;
  /** 'Instant', 'Manual' or 'Soon' (not selectable) */
  tag: 'Instant' | 'Manual' | 'Soon';
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

export function methodById(id: WithdrawMethodId): WithdrawMethod {
  return WITHDRAW_METHODS.find((m) => m.id === id)!;
}

const METHOD_LABELS: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'Crypto', giftcard: 'Gift Card' };

export function methodLabel(id: string): string {
  return METHOD_LABELS[id] ?? id;
}
