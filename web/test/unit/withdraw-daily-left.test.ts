import { describe, expect, it } from 'vitest';
import type { WithdrawalEntry } from '@app/contracts';
import { amountProblem, isSubmitBlocked, withdrawnToday, type SubmitCheck } from '../../src/features/withdraw/components/withdraw-rules';

// The wallet refuses a request above what today's (UTC) withdrawals leave of the daily limit: 'Daily
// withdrawal limit is 5,000 points (4,950 left today)'. The form reads today's from the player's history.

const limits = { minRobux: 5, minManual: 1000, dailyLimit: 5000, robuxPayout: 'admin' as const };
const now = new Date('2026-11-26T13:31:00Z');
const entry = (amount: number, status: WithdrawalEntry['status'], createdAt: string) => ({ amount, status, createdAt });
const cashapp = (amount: number, today: number): SubmitCheck => ({
  method: 'cashapp',
  amount,
  limits,
  withdrawnToday: today,
  emailVerified: true,
  terms: true,
  pending: false,
  robloxUsername: '',
  gamepassId: '',
  paymentDetails: '$player',
});

describe('the daily limit counts what was withdrawn today', () => {
  it('sums today’s pending, approved and completed withdrawals, not rejected or failed ones nor yesterday’s', () => {
    const history = [
      entry(50, 'completed', '2026-11-26T09:00:00Z'),
      entry(20, 'pending', '2026-11-26T00:00:00Z'),
      entry(30, 'approved', '2026-11-26T13:00:00.000Z'),
      entry(1000, 'rejected', '2026-11-26T10:00:00Z'),
      entry(1000, 'failed', '2026-11-26T11:00:00Z'),
      entry(4000, 'completed', '2026-11-25T23:59:59Z'),
    ];
    expect(withdrawnToday(history, now)).toBe(100);
    expect(withdrawnToday([], now)).toBe(0);
  });

  it('disables submit above what is left today, in the wallet’s words', () => {
    expect(isSubmitBlocked(cashapp(4960, 50))).toBe(true);
    expect(amountProblem('cashapp', 4960, limits, 50)).toBe('Daily withdrawal limit is 5,000 points (4,950 left today)');
    expect(isSubmitBlocked(cashapp(4950, 50))).toBe(false);
    expect(amountProblem('cashapp', 4950, limits, 50)).toBeNull();
    expect(amountProblem('robux', 5, limits, 5000)).toBe('Daily withdrawal limit is 5,000 points (0 left today)');
  });

  it('compares with the whole limit when nothing was withdrawn today', () => {
    expect(isSubmitBlocked(cashapp(5000, 0))).toBe(false);
    expect(amountProblem('cashapp', 5001, limits, 0)).toBe('Daily withdrawal limit is 5,000 points');
  });
});
