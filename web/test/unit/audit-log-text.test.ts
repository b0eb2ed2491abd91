import { describe, expect, it } from 'vitest';
import type { AdminActionView } from '@app/contracts';
import { detailLines, targetText } from '../../src/features/admin/components/audit-log/audit-entry-text';

// The audit log names what an admin acted on and says what changed in words, not raw ids and JSON.

const entry = (overrides: Partial<AdminActionView>): AdminActionView => ({
  id: 'a1',
  adminId: 'admin-1',
  adminUsername: 'root',
  action: 'user.points_adjusted',
  targetType: 'user',
  targetId: '0ec87a9e-c357-4d08-86c9-a5596c1fb250',
  targetUserId: '0ec87a9e-c357-4d08-86c9-a5596c1fb250',
  targetUsername: 'alice',
  details: null,
  ipAddress: '127.0.0.1',
  status: 'done',
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  completedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe('the target of an audit entry', () => {
  it('names a user by username, keeping the id in the title', () => {
    expect(targetText(entry({}))).toEqual({ primary: 'User alice', secondary: null, title: '0ec87a9e-c357-4d08-86c9-a5596c1fb250' });
  });

  it('falls back to a short id when the name could not be looked up', () => {
    expect(targetText(entry({ targetUsername: null })).primary).toBe('User 0ec87a9e…');
  });

  it("shows a withdrawal by its short id and the player it belongs to", () => {
    const text = targetText(entry({ action: 'withdrawal.approved', targetType: 'withdrawal', targetId: '9b2c7a10-0000-4000-8000-000000000001' }));
    expect(text).toEqual({ primary: 'Withdrawal 9b2c7a10…', secondary: 'Player alice', title: '9b2c7a10-0000-4000-8000-000000000001 · 0ec87a9e-c357-4d08-86c9-a5596c1fb250' });
  });

  it('shows setting keys and IP addresses whole', () => {
    expect(targetText(entry({ targetType: 'setting', targetId: 'games_max_win', targetUserId: null, targetUsername: null })).primary).toBe('Setting games_max_win');
    expect(targetText(entry({ targetType: 'ip', targetId: '2001:db8::1', targetUserId: null, targetUsername: null })).primary).toBe('IP 2001:db8::1');
  });

  it('says — when there is no target', () => {
    expect(targetText(entry({ targetType: null, targetId: null, targetUserId: null, targetUsername: null })).primary).toBe('—');
  });
});

describe('the details of an audit entry', () => {
  it('lists each detail as a labelled value, numbers with separators and amounts as points', () => {
    expect(detailLines(entry({ details: { amount: 1500, reason: 'welcome back', attempts: 12000 } }))).toEqual(['amount: 1,500 points', 'reason: welcome back', 'attempts: 12,000']);
    expect(detailLines(entry({ details: { amount: -1, reason: 'chargeback' } }))).toEqual(['amount: -1 point', 'reason: chargeback']);
  });

  it('says what a withdrawal decision was about: points, the method by its product name, and the money the player receives', () => {
    const approved = entry({
      action: 'withdrawal.approved',
      targetType: 'withdrawal',
      // as PostgreSQL's jsonb hands the keys back: shortest first
      details: { amount: 123456, method: 'cashapp', status: 'approved', usdCents: 123456, adminNotes: 'Approved by admin' },
    });
    expect(detailLines(approved)).toEqual(['status: approved', 'amount: 123,456 points', 'method: CashApp', 'player receives: $1,234.56', 'admin notes: Approved by admin']);
    const rejected = entry({ action: 'withdrawal.rejected', targetType: 'withdrawal', details: { amount: 5000, method: 'paypal', status: 'rejected', usdCents: 5000, adminNotes: 'PayPal address bounced' } });
    expect(detailLines(rejected)).toEqual(['status: rejected', 'amount: 5,000 points', 'method: PayPal', 'player receives: $50.00', 'admin notes: PayPal address bounced']);
  });

  it('shows a Robux withdrawal without a money value, and an unknown method as it is', () => {
    expect(detailLines(entry({ details: { amount: 800, method: 'robux', status: 'approved' } }))).toEqual(['status: approved', 'amount: 800 points', 'method: Robux']);
    expect(detailLines(entry({ details: { method: 'venmo' } }))).toEqual(['method: venmo']);
  });

  it("gives a rain's duration in seconds, and says default while chat has not said which it applied", () => {
    expect(detailLines(entry({ action: 'rain.started', details: { amount: 50000, message: null, durationMs: 15000 } }))).toEqual(['amount: 50,000 points', 'duration: 15 s', 'message: —']);
    expect(detailLines(entry({ action: 'rain.started', details: { amount: 100, message: 'Hi', durationMs: 7500 } }))).toEqual(['amount: 100 points', 'duration: 7.5 s', 'message: Hi']);
    expect(detailLines(entry({ action: 'rain.started', status: 'pending', details: { amount: 100, message: null, durationMs: null } }))).toEqual(['amount: 100 points', 'duration: default', 'message: —']);
  });

  it('writes a setting change as before → after', () => {
    expect(detailLines(entry({ details: { key: 'signup_bonus', from: '120', to: '150' } }))).toEqual(['key: signup_bonus', '120 → 150']);
    expect(detailLines(entry({ details: { key: 'signup_bonus', from: '100', to: '150', wasDefault: true } }))).toEqual(['key: signup_bonus', '100 (default) → 150']);
    expect(detailLines(entry({ details: { key: 'site.footer', from: null, to: 'Hi' } }))).toEqual(['key: site.footer', '— → Hi']);
  });

  it('writes a challenge edit field by field', () => {
    expect(detailLines(entry({ details: { challengeId: 'c1', from: { reward: 100, isActive: true }, to: { reward: 250, isActive: false } } }))).toEqual([
      'challenge id: c1',
      'reward: 100 → 250',
      'is active: yes → no',
    ]);
  });

  it('ends with why a refused action failed', () => {
    expect(detailLines(entry({ status: 'failed', details: { amount: 100 }, error: 'A rain is already in progress' }))).toEqual(['amount: 100 points', 'Error: A rain is already in progress']);
  });
});
