import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, type Mode } from './support/harness.js';

// The embedded mode differs here only in its bus; the files that exercise its own session store,
// throttle and cool-down (registration, login, account, restart, session-store) run it too.
const covered: Mode[] = ['distributed'];

describe.each(covered)('GET /api/auth/user (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode);
  });
  afterAll(async () => h?.close());

  it('is 401 UNAUTHENTICATED without a session', async () => {
    const answer = await h.http('GET', '/api/auth/user');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
  });

  it("answers the signed-in user with the wallet's numbers (withdrawn in dollars)", async () => {
    const { token, user, username, email } = await h.registerUser();
    const answer = await h.http('GET', '/api/auth/user', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      id: user.id,
      username,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      points: 1234,
      totalEarned: 2000,
      totalWithdrawn: 5.5,
      isAdmin: false,
      emailVerified: false,
      dailyStreak: 3,
      lastDailyBonus: '2025-01-02T00:00:00.000Z',
      level: 1,
      referralCode: user.referralCode,
      createdAt: expect.any(String),
    });
  });

  it('shows zeros for a user the wallet has no account for yet', async () => {
    const { token } = await h.registerUser();
    h.wallet.behaviour = 'missing';
    try {
      const answer = await h.http('GET', '/api/auth/user', { token });
      expect(answer.body).toMatchObject({ points: 0, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null });
    } finally {
      h.wallet.behaviour = 'ok';
    }
  });

  it('retries the wallet read once after a timeout', async () => {
    const { token } = await h.registerUser();
    h.wallet.behaviour = 'silent-once';
    h.wallet.calls = 0;
    try {
      const answer = await h.http('GET', '/api/auth/user', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.points).toBe(1234);
      expect(h.wallet.calls).toBe(2);
    } finally {
      h.wallet.behaviour = 'ok';
    }
  });

  it('is 503 UNAVAILABLE when the wallet does not answer', async () => {
    const { token } = await h.registerUser();
    h.wallet.behaviour = 'silent';
    try {
      const answer = await h.http('GET', '/api/auth/user', { token });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('UNAVAILABLE');
    } finally {
      h.wallet.behaviour = 'ok';
    }
  });
});
