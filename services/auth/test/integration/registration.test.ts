import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, eventually, modes, uniqueUsername } from './support/harness.js';

describe.each(modes)('registration (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode, { settings: { signup_bonus: '250' } });
  });
  afterAll(async () => h?.close());

  it('creates the account, signs it in with a session cookie and welcomes it with the configured bonus', async () => {
    const username = uniqueUsername('New');
    const answer = await h.http('POST', '/api/auth/register', {
      body: { username, email: `${username}@Example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: '' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`Welcome, ${username}! You received 250 bonus points.`);
    expect(answer.body.user).toMatchObject({ username, email: `${username.toLowerCase()}@example.com`, firstName: 'Ada', lastName: null, emailVerified: false, isAdmin: false, level: 1 });
    expect(answer.body.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const cookie = answer.cookie!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.attributes.secure).toBeFalsy();
    await expect(h.resolve(cookie.value)).resolves.toEqual({ userId: answer.body.user.id, sessionId: expect.stringMatching(/^[0-9a-f]{64}$/), isAdmin: false });
  });

  it('marks the cookie Secure when the visitor came over HTTPS', async () => {
    const { answer } = await h.registerUser({}, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.cookie!.attributes.secure).toBe(true);
  });

  it('writes auth.user.registered in the same transaction, and it reaches the bus exactly once', async () => {
    const { user, username } = await h.registerUser();
    const rows = await h.sql<{ type: string; data: { userId: string; username: string; isAdmin: boolean; referredBy: string | null } }>(
      `SELECT type, data FROM auth.outbox_written WHERE data->>'userId' = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'auth.user.registered', data: { userId: user.id, username, isAdmin: false, referredBy: null } });
    await eventually(() => h.events.some((e) => e.type === 'auth.user.registered' && e.data.userId === user.id));
    await new Promise((r) => setTimeout(r, 300));
    expect(h.events.filter((e) => e.data.userId === user.id)).toHaveLength(1);
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const { user, token, password } = await h.registerUser();
    const [row] = await h.sql<{ password: string }>('SELECT password FROM auth.users WHERE id = $1', [user.id]);
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password).not.toContain(password);
    if (mode === 'embedded') {
      const sessions = await h.sql<{ sid: string }>('SELECT sid FROM auth.sessions WHERE "userId" = $1', [user.id]);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.sid).not.toBe(token);
    }
  });

  it('refuses a taken username, whatever its case, with 409 naming the field', async () => {
    const { username } = await h.registerUser();
    const other = uniqueUsername();
    const answer = await h.http('POST', '/api/auth/register', { body: { username: username.toUpperCase(), email: `${other}@example.com`, password: 'correct horse battery' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'CONFLICT', message: 'Username is already taken', field: 'username' });
    expect(answer.cookie).toBeUndefined();
  });

  it('refuses a taken e-mail, whatever its case, with 409 naming the field', async () => {
    const { email } = await h.registerUser();
    const answer = await h.http('POST', '/api/auth/register', { body: { username: uniqueUsername(), email: email.toUpperCase(), password: 'correct horse battery' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists', field: 'email' });
  });

  it('lets exactly one of many concurrent registrations of one username through, with one event', async () => {
    const username = uniqueUsername('race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.http('POST', '/api/auth/register', { body: { username, email: `${username}_${i}@example.com`, password: 'correct horse battery' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE data->>'username' = $1`, [username]);
    expect(rows).toHaveLength(1);
  });

  it('refuses invalid input with 400 naming the field, and common passwords', async () => {
    const bad = await h.http('POST', '/api/auth/register', { body: { username: 'a b', email: 'x@example.com', password: 'correct horse battery' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'username' });
    const common = await h.http('POST', '/api/auth/register', { body: { username: uniqueUsername(), email: `${uniqueUsername()}@example.com`, password: 'password123' } });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('credits a referral to the referrer, but not from the address the referrer registered from', async () => {
    const referrer = await h.registerUser({}, { ip: '10.0.0.1' });
    const friend = await h.registerUser({ ref: referrer.user.referralCode.toLowerCase() }, { ip: '10.0.0.2' });
    const sameIp = await h.registerUser({ ref: referrer.user.referralCode }, { ip: '10.0.0.1' });
    const unknown = await h.registerUser({ ref: 'ZZZZZZZZ' }, { ip: '10.0.0.3' });
    const referredBy = async (id: string) => (await h.sql<{ referredBy: string | null }>('SELECT "referredBy" FROM auth.users WHERE id = $1', [id]))[0]!.referredBy;
    expect(await referredBy(friend.user.id)).toBe(referrer.user.id);
    expect(await referredBy(sameIp.user.id)).toBeNull();
    expect(await referredBy(unknown.user.id)).toBeNull();
    const event = await eventually(() => h.events.find((e) => e.type === 'auth.user.registered' && e.data.userId === friend.user.id));
    expect(event.data).toMatchObject({ referredBy: referrer.user.id, ip: '10.0.0.2' });
  });

  it('refuses a registration from a blocked address with 403 IP_BLOCKED', async () => {
    await h.sql(`INSERT INTO auth.blocked_ips (id, "ipAddress", reason) VALUES (gen_random_uuid(), '10.6.6.6', 'abuse')`);
    const answer = await h.http('POST', '/api/auth/register', { ip: '10.6.6.6', body: { username: uniqueUsername(), email: `${uniqueUsername()}@example.com`, password: 'correct horse battery' } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('IP_BLOCKED');
  });

  it('mails a verification link to the new address', async () => {
    const { email } = await h.registerUser();
    const mail = await h.waitForMail(email, 'Verify');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);
  });

  it('answers GET /api/signup-bonus with the configured bonus', async () => {
    const answer = await h.http('GET', '/api/signup-bonus');
    expect(answer).toMatchObject({ status: 200, body: { signupBonus: 250 } });
  });

  it("answers GET /api/public/site with the admin's site name, a change included", async () => {
    expect(await h.http('GET', '/api/public/site')).toMatchObject({ status: 200, body: { siteName: 'PointsPlay' } });
    await h.bus.kv.put('site_name', 'Lucky Lagoon');
    try {
      await expect.poll(async () => (await h.http('GET', '/api/public/site')).body).toEqual({ siteName: 'Lucky Lagoon' });
    } finally {
      await h.bus.kv.delete('site_name');
    }
  });
});

// Audit finding 2: before the install, anyone could register (even as the 'admin' the wizard suggests).
describe.each(modes)('before the site is set up (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode, { installed: false });
  });
  afterAll(async () => h?.close());

  const account = (username: string) => ({ username, email: `${username}@example.com`, password: 'correct horse battery', firstName: 'Sq', lastName: 'Uatter' });

  it('refuses registration with 403 "This site is not set up yet", creating nothing', async () => {
    const res = await h.http('POST', '/api/auth/register', { body: account('admin') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'This site is not set up yet' });
    expect(res.cookie?.value ?? '').toBe('');
    expect(await h.sql(`SELECT 1 FROM auth.users WHERE "usernameKey" = 'admin'`)).toEqual([]);
  });

  it("refuses a player's login but lets the installer's administrator sign in", async () => {
    const adminName = uniqueUsername('Admin');
    await h.bus.request('auth.v1.admin.create', { username: adminName, email: `${adminName}@example.com`, password: 'installer chosen secret' });
    const playerName = uniqueUsername('early');
    const { userId } = await h.bus.request('auth.v1.admin.create', { username: playerName, email: `${playerName}@example.com`, password: 'correct horse battery' });
    await h.sql('UPDATE auth.users SET "isAdmin" = false WHERE id = $1', [userId]);

    const player = await h.http('POST', '/api/auth/login', { body: { username: playerName, password: 'correct horse battery' } });
    expect(player).toMatchObject({ status: 403, body: { message: 'This site is not set up yet' } });
    expect(player.cookie).toBeUndefined();
    expect((await h.http('POST', '/api/auth/login', { body: { username: adminName, password: 'installer chosen secret' } })).status).toBe(200);
  });

  it('opens registration as soon as the installer has locked itself (the installed flag in KV)', async () => {
    await h.markInstalled();
    const username = uniqueUsername('first');
    const res = await h.http('POST', '/api/auth/register', { body: account(username) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

