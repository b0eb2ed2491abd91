import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { ZWithdrawalAmount } from './withdrawal-amount.js';
import { ZWithdrawalEntry } from './withdrawal-entry.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** a US phone number: 10 digits, optionally +1, with common separators */
const PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** a Cash App $Cashtag: 1 to 20 letters, digits or underscores, at least one letter */
const CASHTAG = /^\$?(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{1,20}$/;

/** Say what is wrong with the value typed, not that it is missing (an empty value is 'Payment details are required'). */
export const PAYPAL_EMAIL_INVALID = 'Enter a valid PayPal email';

const detailRules = {
  paypal: { test: (v: string) => EMAIL.test(v), message: PAYPAL_EMAIL_INVALID },
  zelle: { test: (v: string) => EMAIL.test(v) || PHONE.test(v), message: 'Enter a valid Zelle phone number or email' },
  cashapp: { test: (v: string) => CASHTAG.test(v), message: 'Enter a valid CashApp $Cashtag' },
} as const;

export const PAYMENT_DETAILS_REQUIRED = 'Payment details are required';

/**
 * What is wrong with the payment details of a PayPal, Zelle or CashApp withdrawal, in the words the
 * wallet answers with, or null when they are acceptable: the withdraw form shows it under the field.
 */
export function paymentDetailsProblem(method: 'paypal' | 'zelle' | 'cashapp', paymentDetails: string): string | null {
  const value = paymentDetails.trim();
  if (!value) return PAYMENT_DETAILS_REQUIRED;
  const rule = detailRules[method];
  return rule.test(value) ? null : rule.message;
}

/**
 * POST /api/withdrawal/request: a PayPal, Zelle or CashApp withdrawal, paid by an admin. The points are
 * held at once. `paymentDetails`: PayPal e-mail, Zelle phone or e-mail, CashApp $tag. The minimum
 * (setting withdrawal_min_manual, 1000) and the daily limit are checked by the wallet.
 */
export const ZPostWithdrawalRequest = z
  .object({
    method: z.enum(['paypal', 'zelle', 'cashapp'], { error: 'Withdrawal method must be paypal, zelle or cashapp' }),
    amount: ZWithdrawalAmount,
    paymentDetails: z.string({ error: whenMissing(PAYMENT_DETAILS_REQUIRED) }).trim().min(1, PAYMENT_DETAILS_REQUIRED).max(200),
  })
  .superRefine((value, ctx) => {
    const rule = detailRules[value.method];
    if (!rule.test(value.paymentDetails)) ctx.addIssue({ code: 'custom', path: ['paymentDetails'], message: rule.message });
  })
  .transform((value) =>
    value.method === 'cashapp' && !value.paymentDetails.startsWith('$') ? { ...value, paymentDetails: `$${value.paymentDetails}` } : value,
  );
export type PostWithdrawalRequest = z.input<typeof ZPostWithdrawalRequest>;

export const ZPostWithdrawalResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: ZWithdrawalEntry,
});
export type PostWithdrawalResponse = z.infer<typeof ZPostWithdrawalResponse>;
