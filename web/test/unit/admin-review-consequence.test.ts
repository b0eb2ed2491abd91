import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@app/contracts';
import { paidConfirmation, reviewConsequence } from '../../src/features/admin/components/withdrawals/review-consequence';
import { detailLines } from '../../src/features/admin/components/withdrawals/withdrawal-details';

// Approve and Reject ask first (the review dialog), saying what the decision sets off: approving an
// automatic Robux withdrawal spends the payout account's Robux at once, and a rejection refunds for good.

const withdrawal = (method: string, payoutMode: AdminWithdrawal['payoutMode']): AdminWithdrawal => ({
  id: 'w1',
  userId: 'u1',
  username: 'pia',
  method,
  amount: 1_000,
  usdValue: 10,
  status: 'pending',
  payoutMode,
  details: null,
  paymentDetails: null,
  adminNotes: null,
  paymentReference: null,
  errorMessage: null,
  createdAt: new Date(0).toISOString(),
  processedAt: null,
});

describe('what the review dialog says a decision sets off', () => {
  it('approving an automatic Robux withdrawal: the Robux are bought now', () => {
    expect(reviewConsequence(withdrawal('robux', 'automatic'), 'approved')).toBe('The Robux will be bought now from the payout account.');
  });

  it('approving one an admin pays by hand: nothing is paid yet', () => {
    for (const w of [withdrawal('paypal', 'admin'), withdrawal('zelle', 'admin')]) {
      expect(reviewConsequence(w, 'approved')).toBe('Nothing is paid yet: you send the payment by hand, then mark it paid.');
    }
    expect(reviewConsequence(withdrawal('robux', 'admin'), 'approved')).toBe("Nothing is paid yet: you buy the player's gamepass by hand at the price shown, then mark it paid.");
  });

  it("lists a Robux withdrawal's details by the withdraw form's names, with the gamepass price to check", () => {
    const robux = { ...withdrawal('robux', 'admin'), amount: 350, details: { username: 'RobloxPlayer4', gamepassId: '123456789' } };
    expect(detailLines(robux)).toEqual(['Roblox username: RobloxPlayer4', 'Gamepass ID: 123456789', "Gamepass price: 500 Robux (350 after Roblox's 30%)"]);
    expect(detailLines({ ...withdrawal('paypal', 'admin'), paymentDetails: 'pia@example.com' })).toEqual(['pia@example.com']);
  });

  it('rejecting any withdrawal: the points go back, for good', () => {
    for (const w of [withdrawal('robux', 'automatic'), withdrawal('paypal', 'admin')]) {
      expect(reviewConsequence(w, 'rejected')).toBe('The points go back to the player. A rejection is final.');
    }
  });
});

// Audit (h-admin): Mark Paid asked an admin to confirm that '$3.50 (350 points) was sent to pia by Robux',
// when what they did was buy the player's gamepass at its price in Robux; nobody sends dollars for Robux.
describe('what the Mark Paid dialog asks the admin to confirm', () => {
  it('a hand-paid Robux withdrawal: the gamepass bought at the price shown', () => {
    const robux = { ...withdrawal('robux', 'admin'), status: 'approved' as const, amount: 350, usdValue: 3.5, details: { username: 'RobloxPlayer4', gamepassId: '123456789' } };
    expect(paidConfirmation(robux)).toBe("Confirm that you bought pia's gamepass 123456789 for 500 Robux, so that they receive 350 Robux. The withdrawal becomes completed.");
  });

  it('a PayPal, Zelle or CashApp withdrawal: the dollars sent', () => {
    expect(paidConfirmation({ ...withdrawal('paypal', 'admin'), status: 'approved' })).toBe('Confirm that $10.00 (1,000 points) was sent to pia by PayPal. The withdrawal becomes completed.');
  });
});
