import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { withdrawalLimitsQueryOptions } from '../../src/features/withdraw/api/get-withdrawal-limits';
import { amountProblem, isSubmitBlocked, minimumFor, type SubmitCheck } from '../../src/features/withdraw/components/withdraw-rules';

// The withdraw page applies the limits the wallet publishes (GET /api/withdrawal/limits), which are
// settings an admin may change: no minimum or daily limit is written into the web app.

const limits = { minRobux: 50, minManual: 1500, dailyLimit: 2000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' as const };
const ready = (over: Partial<SubmitCheck> = {}): SubmitCheck => ({
  method: 'paypal',
  amount: 1500,
  limits,
  emailVerified: true,
  terms: true,
  pending: false,
  balance: 100_000,
  robloxUsername: '',
  gamepassId: '',
  paymentDetails: 'me@example.com',
  ...over,
});
const robux = (amount: number) => ready({ method: 'robux', amount, robloxUsername: 'Builder_1', gamepassId: '42', paymentDetails: '' });

describe('the withdraw form follows the published limits', () => {
  it('takes the Robux minimum for Robux and the manual minimum for every cash method', () => {
    expect(minimumFor('robux', limits)).toBe(50);
    for (const method of ['paypal', 'zelle', 'cashapp'] as const) expect(minimumFor(method, limits)).toBe(1500);
  });

  it('disables submit below the minimum and above the daily limit, with the wallet’s words', () => {
    expect(isSubmitBlocked(robux(50))).toBe(false);
    expect(isSubmitBlocked(robux(49))).toBe(true);
    expect(amountProblem('robux', 49, limits)).toBe('Minimum withdrawal is 50 points');
    expect(isSubmitBlocked(ready({ amount: 1500 }))).toBe(false);
    expect(isSubmitBlocked(ready({ amount: 1499 }))).toBe(true);
    expect(amountProblem('zelle', 1499, limits)).toBe('Minimum withdrawal is 1,500 points');
    expect(isSubmitBlocked(ready({ amount: 2000 }))).toBe(false);
    expect(isSubmitBlocked(ready({ amount: 2001 }))).toBe(true);
    expect(amountProblem('paypal', 2001, limits)).toBe('Daily withdrawal limit is 2,000 points');
  });

  it('disables submit while the limits are not known yet, rather than guess them', () => {
    expect(isSubmitBlocked(ready({ limits: undefined }))).toBe(true);
    expect(isSubmitBlocked({ ...robux(60), limits: undefined })).toBe(true);
  });

  it('keeps the other rules: verified e-mail, terms, nothing on its way, and the details the method needs', () => {
    expect(isSubmitBlocked(ready({ emailVerified: false }))).toBe(true);
    expect(isSubmitBlocked(ready({ terms: false }))).toBe(true);
    expect(isSubmitBlocked(ready({ pending: true }))).toBe(true);
    expect(isSubmitBlocked(ready({ paymentDetails: ' ' }))).toBe(true);
    expect(isSubmitBlocked({ ...robux(60), gamepassId: '' })).toBe(true);
    expect(isSubmitBlocked({ ...robux(60), robloxUsername: '' })).toBe(true);
  });
});

// The app's queries are fetched once and never go stale (spec section 9); the limits are asked for again
// each time a screen showing them opens. A QueryObserver subscribing is what a mounting useQuery does.
describe('the withdrawal limits are fetched again whenever a screen showing them opens', () => {
  const requested: string[] = [];

  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(limits), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Mounts a screen using the limits, waits until nothing is being fetched, and leaves the screen. */
  function openScreen(client: QueryClient): Promise<unknown> {
    const observer = new QueryObserver(client, withdrawalLimitsQueryOptions());
    return new Promise((resolve) => {
      let done = false;
      const settle = (result: { fetchStatus: string; data: unknown }) => {
        if (done || result.fetchStatus !== 'idle' || result.data === undefined) return;
        done = true;
        // later, not now: this may run inside subscribe(), before `stop` is assigned
        queueMicrotask(() => stop());
        resolve(result.data);
      };
      const stop = observer.subscribe(settle);
      settle(observer.getCurrentResult());
    });
  }

  it('asks again on the second opening, and shows the answer', async () => {
    const client = createQueryClient();
    expect(await openScreen(client)).toEqual(limits);
    expect(requested).toEqual(['/api/withdrawal/limits']);
    await openScreen(client);
    expect(requested).toEqual(['/api/withdrawal/limits', '/api/withdrawal/limits']);
  });
});
