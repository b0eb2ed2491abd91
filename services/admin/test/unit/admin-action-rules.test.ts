import { describe, expect, it } from 'vitest';
import { AppError } from '@app/platform';
import { actionNameFilter, detailsFromAnswer, isRefusal, retryDelaySeconds, unconfirmedMessage, userAffectedBy } from '../../src/domain/admin-actions.js';
import { adjustmentDescription, adjustmentMovement, adjustmentSubject } from '../../src/domain/points-adjustment.js';

describe('the outcome of a command', () => {
  it.each(['NOT_FOUND', 'CONFLICT', 'INSUFFICIENT_FUNDS', 'VALIDATION_FAILED', 'IDEMPOTENCY_MISMATCH', 'FORBIDDEN'] as const)('takes %s as a refusal: the action failed', (code) => {
    expect(isRefusal(new AppError(code, 'no'))).toBe(true);
  });

  it.each(['TIMEOUT', 'UNAVAILABLE', 'INTERNAL', 'BAD_GATEWAY'] as const)('takes %s as unknown: the action stays pending', (code) => {
    expect(isRefusal(new AppError(code, 'no'))).toBe(false);
  });

  it('takes an error that is not an AppError as unknown', () => {
    expect(isRefusal(new Error('socket hang up'))).toBe(false);
  });

  it('tells the admin which service did not confirm and that the action is kept', () => {
    expect(unconfirmedMessage('wallet.v1.credit', 'a1')).toBe('The wallet service did not confirm in time; the action (a1) is saved and will be retried automatically');
  });
});

describe('retrying a pending action', () => {
  it('backs off 20, 40, 80, 160 seconds, then every 5 minutes, never giving up', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelaySeconds)).toEqual([20, 40, 80, 160, 300, 300, 300]);
  });
});

describe('audit log filters and targets', () => {
  it('matches an action or any action under it as a dotted prefix', () => {
    expect(actionNameFilter('withdrawal')).toEqual({ exact: 'withdrawal', prefix: 'withdrawal.' });
    expect(actionNameFilter('withdrawal.')).toEqual({ exact: 'withdrawal', prefix: 'withdrawal.' });
    expect(actionNameFilter('user.banned')).toEqual({ exact: 'user.banned', prefix: 'user.banned.' });
  });

  it("reads the affected player from a withdrawal review's answer", () => {
    expect(userAffectedBy({ withdrawal: { userId: 'p1' }, replayed: false })).toBe('p1');
    expect(userAffectedBy({ balance: 3, replayed: false })).toBeNull();
    expect(userAffectedBy(null)).toBeNull();
  });
});

describe('what an answer adds to an audit entry', () => {
  const withdrawal = { id: 'w1', userId: 'p1', username: 'pia', method: 'paypal', amount: 1999, usdValue: 19.99, status: 'approved', payoutMode: 'admin' };

  it("takes a reviewed withdrawal's points, method and the dollars paid, in cents", () => {
    expect(detailsFromAnswer({ withdrawal, replayed: false })).toEqual({ amount: 1999, method: 'paypal', usdCents: 1999 });
  });

  it('takes no dollar value for a Robux withdrawal: the player receives Robux', () => {
    expect(detailsFromAnswer({ withdrawal: { ...withdrawal, method: 'robux', usdValue: 19.99 }, replayed: false })).toEqual({ amount: 1999, method: 'robux' });
  });

  it("takes a started rain's duration, the one chat applied", () => {
    expect(detailsFromAnswer({ rain: { rainId: 'r1', amount: 500, message: 'Hi', durationMs: 15_000, endsAt: '2026-01-01T00:00:15.000Z', participants: 0 }, replayed: false })).toEqual({ durationMs: 15_000 });
  });

  it('adds nothing for other answers', () => {
    expect(detailsFromAnswer({ balance: 3, replayed: false })).toEqual({});
    expect(detailsFromAnswer({ blockedIp: { ipAddress: '203.0.113.7' }, created: true })).toEqual({});
    expect(detailsFromAnswer(null)).toEqual({});
  });
});

describe('a points adjustment', () => {
  it('is a credit when positive and a debit of its size when negative', () => {
    expect(adjustmentSubject(5)).toBe('wallet.v1.credit');
    expect(adjustmentSubject(-5)).toBe('wallet.v1.debit');
    expect(adjustmentMovement('u1', -30, 'chargeback', 'action-1')).toEqual({
      userId: 'u1',
      operationId: 'action-1',
      amount: 30,
      reason: 'admin_adjustment',
      description: 'Admin adjustment: chargeback',
    });
  });

  it("keeps the ledger description within 200 characters", () => {
    expect(adjustmentDescription('x'.repeat(200))).toHaveLength(200);
  });
});
