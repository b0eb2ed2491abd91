import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { WITHDRAWAL_AMOUNT_NOT_WHOLE, WITHDRAWAL_AMOUNT_TOO_LARGE, type GetWithdrawalLimitsResponse } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import { withdrawalLimitsQueryOptions } from '../../src/features/withdraw/api/get-withdrawal-limits';
import { invalidateWithdrawalViews } from '../../src/features/withdraw/api/invalidate-withdrawal-views';
import { AMOUNT_NOT_WHOLE, amountProblem, isSubmitBlocked, wholePoints, type SubmitCheck } from '../../src/features/withdraw/components/withdraw-rules';

// The wallet refuses a request above what today's (UTC) withdrawals leave of the daily limit: 'Daily
// withdrawal limit is 5,000 points (4,950 left today)'. The form takes what counts today from the wallet
// (GET /api/withdrawal/limits, `withdrawnToday`), summed by the query the refusal runs, not from the
// player's history, which lists only the latest 100 of each kind.

const limitsWith = (withdrawnToday: number): GetWithdrawalLimitsResponse => ({ minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday, hasPendingWithdrawal: false, robuxPayout: 'admin' });
const cashapp = (amount: number, withdrawnToday: number): SubmitCheck => ({
  method: 'cashapp',
  amount,
  limits: limitsWith(withdrawnToday),
  emailVerified: true,
  terms: true,
  pending: false,
  balance: 100_000,
  robloxUsername: '',
  gamepassId: '',
  paymentDetails: '$player',
});

describe('the daily limit counts what the wallet says was withdrawn today', () => {
  it('disables submit above what is left today, in the wallet’s words', () => {
    expect(isSubmitBlocked(cashapp(4960, 50))).toBe(true);
    expect(amountProblem('cashapp', 4960, limitsWith(50))).toBe('Daily withdrawal limit is 5,000 points (4,950 left today)');
    expect(isSubmitBlocked(cashapp(4950, 50))).toBe(false);
    expect(amountProblem('cashapp', 4950, limitsWith(50))).toBeNull();
    expect(amountProblem('robux', 5, limitsWith(5000))).toBe('Daily withdrawal limit is 5,000 points (0 left today)');
  });

  it('leaves nothing once more than the limit counts today (the limit was lowered since)', () => {
    expect(amountProblem('robux', 5, limitsWith(7000))).toBe('Daily withdrawal limit is 5,000 points (0 left today)');
    expect(isSubmitBlocked({ ...cashapp(1000, 7000), method: 'robux', robloxUsername: 'Builder_1', gamepassId: '42' })).toBe(true);
  });

  it('compares with the whole limit when nothing was withdrawn today', () => {
    expect(isSubmitBlocked(cashapp(5000, 0))).toBe(false);
    expect(amountProblem('cashapp', 5001, limitsWith(0))).toBe('Daily withdrawal limit is 5,000 points');
  });
});

// After a request the form must check the next amount against the new figure, not the one the page
// opened with: the request invalidates the limits, and the open form's query asks the wallet again.
describe('a withdrawal request refreshes what counts against the daily limit', () => {
  let answers: GetWithdrawalLimitsResponse[];
  const requested: string[] = [];

  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const body = url === '/api/withdrawal/limits' ? answers.shift() : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the wallet again and the form sees the grown figure', async () => {
    answers = [limitsWith(1000), limitsWith(1005)];
    const client = createQueryClient();
    const form = new QueryObserver(client, withdrawalLimitsQueryOptions());
    const stop = form.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(form.getCurrentResult().data?.withdrawnToday).toBe(1000));

      await invalidateWithdrawalViews(client);

      expect(form.getCurrentResult().data?.withdrawnToday).toBe(1005);
      expect(requested.filter((url) => url === '/api/withdrawal/limits')).toHaveLength(2);
      expect(amountProblem('cashapp', 3996, form.getCurrentResult().data!)).toBe('Daily withdrawal limit is 5,000 points (3,995 left today)');
    } finally {
      stop();
    }
  });
});

describe('an amount with a fraction', () => {
  it('is refused in the wallet’s words and blocks submit, instead of being sent as its whole part', () => {
    expect(amountProblem('cashapp', 1000.7, limitsWith(0))).toBe(AMOUNT_NOT_WHOLE);
    expect(isSubmitBlocked(cashapp(1000.7, 0))).toBe(true);
    expect(isSubmitBlocked(cashapp(1000, 0))).toBe(false);
  });

  it('is shown at its whole points while typed (the value and the gamepass price), never below 0', () => {
    expect(wholePoints(10.7)).toBe(10);
    expect(wholePoints(-3)).toBe(0);
    expect(wholePoints(Number.NaN)).toBe(0);
  });
});

describe('an amount above the ceiling of one withdrawal', () => {
  it('is called too large in the wallet’s words, even under a daily limit set higher, and even past 2^53', () => {
    const generous = { ...limitsWith(0), dailyLimit: 5_000_000_000 };
    expect(amountProblem('paypal', 1_000_000_001, generous)).toBe(WITHDRAWAL_AMOUNT_TOO_LARGE);
    expect(amountProblem('robux', 1e20, generous)).toBe(WITHDRAWAL_AMOUNT_TOO_LARGE);
    expect(amountProblem('paypal', 1_000_000_000, generous)).toBeNull();
    expect(AMOUNT_NOT_WHOLE).toBe(WITHDRAWAL_AMOUNT_NOT_WHOLE);
  });
});
