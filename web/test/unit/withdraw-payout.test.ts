import { describe, expect, it } from 'vitest';
import { methodById, methodPayout, payoutSummary } from '../../src/features/withdraw/components/withdraw-methods';
import { detailsProblem, isSubmitBlocked, type SubmitCheck } from '../../src/features/withdraw/components/withdraw-rules';

// Audit finding 8: Robux was advertised "Instant" while, with no Roblox payout account, it waits for an admin.
describe('the withdraw page says how Robux will be paid', () => {
  const robux = methodById('robux');

  it("labels Robux 'Manual', reviewed by an admin, when the wallet has no payout account", () => {
    expect(methodPayout(robux, { robuxPayout: 'admin' })).toEqual({ tag: 'Manual', note: 'Reviewed by an admin' });
    expect(payoutSummary({ robuxPayout: 'admin' })).not.toMatch(/instant/i);
  });

  it("labels Robux 'Instant' only when the wallet buys the gamepass itself", () => {
    expect(methodPayout(robux, { robuxPayout: 'automatic' })).toEqual({ tag: 'Instant', note: 'Sent instantly' });
    expect(payoutSummary({ robuxPayout: 'automatic' })).toMatch(/instantly/);
  });

  it('promises nothing for Robux before the wallet answered; the cash methods are always reviewed', () => {
    expect(methodPayout(robux, undefined)).toEqual({ tag: null, note: null });
    expect(payoutSummary(undefined)).not.toMatch(/instant/i);
    expect(methodPayout(methodById('paypal'), undefined)).toEqual({ tag: 'Manual', note: 'Reviewed by an admin' });
    expect(methodPayout(methodById('crypto'), { robuxPayout: 'automatic' })).toEqual({ tag: 'Soon', note: null });
  });
});

// Audit finding 9: an invalid PayPal e-mail enabled submit and came back as "paymentDetails: PayPal email is required".
describe('the withdraw form checks the payment details as the wallet does', () => {
  const check = (paymentDetails: string, method: SubmitCheck['method'] = 'paypal'): SubmitCheck => ({
    method,
    amount: 1000,
    limits: { minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' },
    emailVerified: true,
    terms: true,
    pending: false,
    balance: 100_000,
    robloxUsername: '',
    gamepassId: '',
    paymentDetails,
  });

  it('says an invalid PayPal e-mail is invalid, and blocks submit', () => {
    expect(detailsProblem('paypal', 'not-an-email')).toBe('Enter a valid PayPal email');
    expect(isSubmitBlocked(check('not-an-email'))).toBe(true);
    expect(detailsProblem('paypal', ' me@example.com ')).toBeNull();
    expect(isSubmitBlocked(check('me@example.com'))).toBe(false);
  });

  it('applies the Zelle and CashApp rules too, and requires a value', () => {
    expect(detailsProblem('paypal', '  ')).toBe('Payment details are required');
    expect(isSubmitBlocked(check('me', 'zelle'))).toBe(true);
    expect(isSubmitBlocked(check('(555) 123-4567', 'zelle'))).toBe(false);
    expect(isSubmitBlocked(check('$12345', 'cashapp'))).toBe(true);
    expect(isSubmitBlocked(check('$player_1', 'cashapp'))).toBe(false);
  });
});
