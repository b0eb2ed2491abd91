import { describe, expect, it } from 'vitest';
import { emptyAccount, projectionChanged, toCurrentUser, toUserFacts, type UserRecord } from '../../src/domain/user-views.js';

const user: UserRecord = {
  id: 'u1',
  username: 'Alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: null,
  isAdmin: false,
  emailVerified: true,
  isBanned: false,
  referralCode: 'ABCD2345',
  createdAt: new Date('2025-01-01T00:00:00Z'),
};

describe('the current user the client sees', () => {
  it("takes points, totals, streak and level from the wallet and shows withdrawals in dollars (100 points = $1)", () => {
    const view = toCurrentUser(user, { userId: 'u1', points: 1500, totalEarned: 3000, totalWithdrawn: 1234, dailyStreak: 4, lastDailyBonus: '2025-01-05T00:00:00.000Z', level: 7 });
    expect(view).toMatchObject({ id: 'u1', points: 1500, totalEarned: 3000, totalWithdrawn: 12.34, dailyStreak: 4, lastDailyBonus: '2025-01-05T00:00:00.000Z', level: 7, referralCode: 'ABCD2345', createdAt: '2025-01-01T00:00:00.000Z' });
  });

  it('shows an account the wallet never credited as empty', () => {
    expect(toCurrentUser(user, emptyAccount('u1'))).toMatchObject({ points: 0, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 });
  });

  it('never leaks the password hash or ban reason into the facts other services get', () => {
    expect(Object.keys(toUserFacts({ ...user, password: 'hash', banReason: 'x' } as UserRecord))).not.toContain('password');
  });
});

describe('when auth.user.updated is due', () => {
  it('is due when a projected field changes, and not for names or e-mail alone', () => {
    expect(projectionChanged(user, { ...user, emailVerified: false })).toBe(true);
    expect(projectionChanged(user, { ...user, isBanned: true })).toBe(true);
    expect(projectionChanged(user, { ...user, isAdmin: true })).toBe(true);
    expect(projectionChanged(user, { ...user, username: 'alice2' })).toBe(true);
    const renamed: UserRecord = { ...user, firstName: 'Al', email: 'new@example.com' };
    expect(projectionChanged(user, renamed)).toBe(false);
  });
});
