import { describe, expect, it } from 'vitest';
import { centsPaidOutBy, COUNTERS, pointsDistributedBy, sumShards } from '../../src/domain/stat-counters.js';

const change = (reason: string, delta: number) => ({ userId: 'u', operationId: 'o', reason, delta, balance: 0, occurredAt: '2025-01-01T00:00:00Z' });
const update = (status: 'pending' | 'approved' | 'rejected' | 'completed' | 'failed', amount: number) => ({ withdrawalId: 'w', userId: 'u', status, amount, method: 'paypal' });

describe('points distributed', () => {
  it.each(['signup_bonus', 'daily_bonus', 'challenge_reward', 'referral', 'offer', 'rain', 'admin_adjustment'])('counts a positive %s credit', (reason) => {
    expect(pointsDistributedBy(change(reason, 40))).toBe(40);
  });

  it.each(['bet', 'game_win', 'game_stake', 'withdrawal_refund', 'withdrawal_hold', 'offer_reversal', 'something_new'])('does not count %s', (reason) => {
    expect(pointsDistributedBy(change(reason, 40))).toBe(0);
  });

  it('subtracts an admin debit (points taken back), so the figure is net of them', () => {
    expect(pointsDistributedBy(change('admin_adjustment', -40))).toBe(-40);
  });

  it.each(['signup_bonus', 'offer', 'rain', 'game_stake', 'withdrawal_hold', 'offer_reversal'])('does not count a negative %s change', (reason) => {
    expect(pointsDistributedBy(change(reason, -40))).toBe(0);
  });
});

describe('cents paid out', () => {
  it('counts a completed withdrawal, a point being a cent (100 points = $1)', () => {
    expect(centsPaidOutBy(update('completed', 1500))).toBe(1500);
  });

  it.each(['pending', 'approved', 'rejected', 'failed'] as const)('counts nothing for %s', (status) => {
    expect(centsPaidOutBy(update(status, 1500))).toBe(0);
  });
});

describe('counter totals', () => {
  it('sums the shards of each counter, 0 for a counter without rows, and ignores unknown names', () => {
    const totals = sumShards([
      { name: COUNTERS.totalUsers, value: 2n },
      { name: COUNTERS.totalUsers, value: 3n },
      { name: COUNTERS.totalPaidOutCents, value: 700 },
      { name: 'retired_counter', value: 9n },
    ]);
    expect(totals).toEqual({ total_users: 5, total_games_played: 0, total_paid_out_cents: 700, total_points_distributed: 0 });
  });
});
