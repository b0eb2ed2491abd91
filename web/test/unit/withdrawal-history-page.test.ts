import { describe, expect, it } from 'vitest';
import { withdrawalSearchNeedle, type GetWithdrawalLimitsResponse, type WithdrawalEntry } from '@app/contracts';
import { mergeWithdrawalLists } from '../../src/features/withdrawal-history/api/merge-withdrawal-lists';
import { historyQueryFor } from '../../src/features/withdrawal-history/components/withdrawal-filters';
import { outcomeNotes, POINTS_RETURNED } from '../../src/features/withdrawal-history/components/withdrawal-outcome';
import { amountHint } from '../../src/features/withdraw/components/withdraw-rules';

const entry = (over: Partial<WithdrawalEntry>): WithdrawalEntry => ({
  id: '623063c3-8e6b-44fc-ad9e-2dd0f3d52406',
  method: 'zelle',
  type: 'zelle',
  amount: 1234,
  usdValue: 12.34,
  status: 'pending',
  paymentReference: null,
  errorMessage: null,
  adminNotes: null,
  createdAt: '2026-11-27T03:48:00.000Z',
  processedAt: null,
  ...over,
});

// Audit of the Withdrawal History page and the Withdraw page's history card, as a player uses them.
describe('withdrawal history, as a player reads it', () => {
  it('finds a withdrawal by its ID or reference as the table shows them, cut short with "..." (the wallet looks for this)', () => {
    expect(withdrawalSearchNeedle('623063c3...')).toBe('623063c3');
    expect(withdrawalSearchNeedle(' 623063c3… ')).toBe('623063c3');
    expect(withdrawalSearchNeedle('CASHAPP-TXN-01234567...')).toBe('cashapp-txn-01234567');
    expect(withdrawalSearchNeedle('   ')).toBe('');
  });

  it('sends the filters to the wallet, and does not ask a history the method filter rules out', () => {
    expect(historyQueryFor('manual', { status: 'all', method: 'all', search: ' ' })).toEqual({ status: undefined, method: undefined, search: undefined });
    expect(historyQueryFor('robux', { status: 'failed', method: 'robux', search: ' 623063c3... ' })).toEqual({ status: 'failed', method: 'robux', search: '623063c3...' });
    expect(historyQueryFor('manual', { status: 'all', method: 'robux', search: '' })).toBeNull();
    expect(historyQueryFor('robux', { status: 'all', method: 'zelle', search: '' })).toBeNull();
    expect(historyQueryFor('manual', { status: 'all', method: 'giftcard', search: '' })).toBeNull();
    expect(historyQueryFor('robux', { status: 'all', method: 'crypto', search: '' })).toBeNull();
  });

  it('says that the points of a rejected or failed withdrawal came back, with the reason when there is one', () => {
    expect(outcomeNotes(entry({ status: 'rejected', adminNotes: 'PayPal address does not accept payments' }))).toEqual(['PayPal address does not accept payments', POINTS_RETURNED]);
    expect(outcomeNotes(entry({ status: 'rejected' }))).toEqual([POINTS_RETURNED]);
    expect(outcomeNotes(entry({ status: 'failed', errorMessage: 'Gamepass price did not match' }))).toEqual(['Gamepass price did not match', POINTS_RETURNED]);
    expect(outcomeNotes(entry({ status: 'approved', adminNotes: 'Approved by admin' }))).toEqual([]);
    expect(outcomeNotes(entry({ status: 'completed', paymentReference: 'X' }))).toEqual([]);
  });

  it('tells when one of the two histories could not be loaded, instead of showing the other as if it were all', () => {
    const manual = [entry({ createdAt: '2026-11-27T03:00:00.000Z' })];
    const robux = [entry({ id: 'r1', method: 'robux', type: 'robux', createdAt: '2026-11-27T04:00:00.000Z' })];
    expect(mergeWithdrawalLists({ data: manual, isError: false }, { data: robux, isError: false })).toEqual({ entries: [robux[0], manual[0]], failed: 'none' });
    expect(mergeWithdrawalLists({ data: manual, isError: false }, { data: undefined, isError: true })).toEqual({ entries: manual, failed: 'some' });
    expect(mergeWithdrawalLists({ data: undefined, isError: true }, { data: undefined, isError: true })).toEqual({ entries: [], failed: 'all' });
  });
});

describe('the withdraw form, before the player types', () => {
  const limits = (withdrawnToday: number): GetWithdrawalLimitsResponse => ({ minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday, hasPendingWithdrawal: false, robuxPayout: 'admin' });

  it('says what is left of the daily limit once some of it was used today', () => {
    expect(amountHint('zelle', limits(2234), 17866)).toBe('Minimum 1,000 points · 2,766 left today · Balance 17,866 points');
    expect(amountHint('robux', limits(0), 17866)).toBe('Minimum 5 points · Balance 17,866 points');
  });
});
