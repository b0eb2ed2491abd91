import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, modes, uniqueUsername } from './support/harness.js';

describe.each(modes)('login and logout (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode, { env: { LOGIN_USERNAME_MAX_FAILURES: '3', LOGIN_USERNAME_WINDOW_SECONDS: '900' } });
  });
  afterAll(async () => h?.close());

  it('signs in with the right password (any case of the username) and sets a new session cookie', async () => {
    const { username, password, user } = await h.registerUser();
    const answer = await h.http('POST', '/api/auth/login', { body: { username: username.toUpperCase(), password } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: user.id, username, points: 1234, totalEarned: 2000, totalWithdrawn: 5.5, dailyStreak: 3 });
    expect(answer.cookie!.attributes).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    await expect(h.resolve(answer.cookie!.value)).resolves.toMatchObject({ userId: user.id });
  });

  it('regenerates the session at login: the session the request came with ends', async () => {
    const { username, password, token } = await h.registerUser();
    const answer = await h.http('POST', '/api/auth/login', { token, body: { username, password } });
    expect(answer.status).toBe(200);
    expect(answer.cookie!.value).not.toBe(token);
    await expect(h.resolve(token)).resolves.toBeNull();
    await expect(h.resolve(answer.cookie!.value)).resolves.not.toBeNull();
  });

  it('gives an unknown user and a wrong password the very same 401 answer', async () => {
    const { username } = await h.registerUser();
    const wrong = await h.http('POST', '/api/auth/login', { body: { username, password: 'not the password' } });
    const unknown = await h.http('POST', '/api/auth/login', { body: { username: uniqueUsername('ghost'), password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookie).toBeUndefined();
  });

  it('spends about the same time on an unknown user as on a wrong password (dummy argon2 verify)', async () => {
    // one wrong try per account, so the throttle (3 here) never answers in place of argon2
    const known: string[] = [];
    for (let i = 0; i < 5; i++) known.push((await h.registerUser()).username);
    const time = async (name: string) => {
      const started = performance.now();
      const answer = await h.http('POST', '/api/auth/login', { body: { username: name, password: 'not the password' } });
      expect(answer.status).toBe(401);
      return performance.now() - started;
    };
    await time(uniqueUsername()); // warm the dummy hash
    // the fastest of several tries is each branch's true cost; other work on the machine only adds to it
    let knownCost = Infinity;
    let unknownCost = Infinity;
    for (const name of known) {
      knownCost = Math.min(knownCost, await time(name));
      unknownCost = Math.min(unknownCost, await time(uniqueUsername()));
    }
    // without the dummy verify an unknown user would answer in a fraction of the argon2 time
    expect(unknownCost).toBeGreaterThan(knownCost * 0.5);
  });

  it('refuses a username with 429 after too many failures in the window, even with the right password, saying how long to wait', async () => {
    const { username, password } = await h.registerUser();
    for (let i = 0; i < 3; i++) expect((await h.http('POST', '/api/auth/login', { body: { username, password: 'wrong password' } })).status).toBe(401);
    const blocked = await h.http('POST', '/api/auth/login', { body: { username: username.toLowerCase(), password } });
    expect(blocked.status).toBe(429);
    // the wait, also in seconds for the form's countdown (body) and for any HTTP client (Retry-After)
    expect(blocked.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed login attempts. Try again in 15 minutes.', retryAfterSeconds: expect.any(Number) });
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(blocked.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retryAfterSeconds));
    // another username is not affected
    const other = await h.registerUser();
    expect((await h.http('POST', '/api/auth/login', { body: { username: other.username, password: other.password } })).status).toBe(200);
  });

  it('throttles unknown usernames too (a guessing run learns nothing from the throttle)', async () => {
    const ghost = uniqueUsername('ghost');
    for (let i = 0; i < 3; i++) await h.http('POST', '/api/auth/login', { body: { username: ghost, password: 'wrong password' } });
    expect((await h.http('POST', '/api/auth/login', { body: { username: ghost, password: 'wrong password' } })).status).toBe(429);
  });

  it('tells a banned user 403 ACCOUNT_BANNED only after the right password', async () => {
    const { username, password, user } = await h.registerUser();
    await h.bus.request('auth.v1.user.moderate', { userId: user.id, isBanned: true, banReason: 'cheating' });
    const wrong = await h.http('POST', '/api/auth/login', { body: { username, password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    const right = await h.http('POST', '/api/auth/login', { body: { username, password } });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ code: 'ACCOUNT_BANNED', message: 'This account has been suspended' });
    expect(right.cookie).toBeUndefined();
  });

  it('refuses a login from a blocked address with 403 IP_BLOCKED', async () => {
    const { username, password } = await h.registerUser();
    await h.sql(`INSERT INTO auth.blocked_ips (id, "ipAddress") VALUES (gen_random_uuid(), '10.9.9.9')`);
    const answer = await h.http('POST', '/api/auth/login', { ip: '10.9.9.9', body: { username, password } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('IP_BLOCKED');
  });

  it('does not open a session when the wallet cannot say the balance (503, never made-up numbers)', async () => {
    const { username, password } = await h.registerUser();
    h.wallet.behaviour = 'silent';
    try {
      const answer = await h.http('POST', '/api/auth/login', { body: { username, password } });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('UNAVAILABLE');
      expect(answer.cookie).toBeUndefined();
    } finally {
      h.wallet.behaviour = 'ok';
    }
  });

  it('logout ends the session everywhere: resolve answers null and gateways are told', async () => {
    const { token } = await h.registerUser();
    const session = await h.resolve(token);
    const answer = await h.http('POST', '/api/auth/logout', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Logged out' });
    expect(answer.cookie).toMatchObject({ value: '', attributes: { maxAge: 0 } });
    await expect(h.resolve(token)).resolves.toBeNull();
    await expect.poll(() => h.revokedBroadcasts.some((ids) => ids.includes(session!.sessionId))).toBe(true);
    expect((await h.http('GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('logout without a session is still 200', async () => {
    const answer = await h.http('POST', '/api/auth/logout');
    expect(answer.status).toBe(200);
  });
});
