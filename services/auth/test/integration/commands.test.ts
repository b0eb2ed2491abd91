import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, type Mode, eventually, uniqueUsername } from './support/harness.js';

// The embedded mode differs here only in its bus; the files that exercise its own session store,
// throttle and cool-down (registration, login, account, restart, session-store) run it too.
const covered: Mode[] = ['distributed'];

describe.each(covered)('commands auth answers on the bus (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode);
  });
  afterAll(async () => h?.close());

  describe('auth.v1.sessions.live', () => {
    it('names the sessions among those asked about that are still live: not a logged-out one, not an unknown one', async () => {
      const staying = await h.registerUser();
      const leaving = await h.registerUser();
      const [stay, leave] = [(await h.resolve(staying.token))!.sessionId, (await h.resolve(leaving.token))!.sessionId];
      expect((await h.http('POST', '/api/auth/logout', { token: leaving.token })).status).toBe(200);
      await expect(h.bus.request('auth.v1.sessions.live', { sessionIds: [stay, leave, 'no-such-session'] })).resolves.toEqual({ live: [stay] });
    });

    it('refuses a question about more sessions than one request may carry', async () => {
      const sessionIds = Array.from({ length: 501 }, (_, i) => `s${i}`);
      await expect(h.bus.request('auth.v1.sessions.live', { sessionIds })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('auth.v1.session.resolve', () => {
    it('answers null for a token that names no session', async () => {
      await expect(h.resolve('no-such-token')).resolves.toBeNull();
    });

    it('answers null for an expired session', async () => {
      const { token, user } = await h.registerUser();
      if (mode === 'embedded') await h.sql(`UPDATE auth.sessions SET expire = now() - interval '1 second' WHERE "userId" = $1`, [user.id]);
      else await h.infra.redis!.del((await h.infra.redis!.smembers(`auth:user-sessions:${user.id}`)).map((sid) => `auth:session:${sid}`));
      await expect(h.resolve(token)).resolves.toBeNull();
    });

    it('records lastSeen at most once a minute', async () => {
      const { token, user } = await h.registerUser();
      const lastSeen = async () => (await h.sql<{ lastSeen: Date | null }>('SELECT "lastSeen" FROM auth.users WHERE id = $1', [user.id]))[0]!.lastSeen;
      await h.resolve(token);
      const first = await lastSeen();
      expect(first).not.toBeNull();
      await h.resolve(token);
      expect(await lastSeen()).toEqual(first);
      await h.sql(`UPDATE auth.users SET "lastSeen" = now() - interval '2 minutes' WHERE id = $1`, [user.id]);
      await h.resolve(token);
      expect((await lastSeen())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    });

    it('reads admin rights fresh from the account', async () => {
      const { token, user } = await h.registerUser();
      await expect(h.resolve(token)).resolves.toMatchObject({ isAdmin: false });
      await h.sql('UPDATE auth.users SET "isAdmin" = true WHERE id = $1', [user.id]);
      await expect(h.resolve(token)).resolves.toMatchObject({ isAdmin: true });
    });
  });

  describe('auth.v1.user.moderate', () => {
    it('a ban ends every session of the user (resolve answers null) and tells the gateways', async () => {
      const { token, user, username, password } = await h.registerUser();
      const second = (await h.http('POST', '/api/auth/login', { body: { username, password } })).cookie!.value;
      const sessionIds = [(await h.resolve(token))!.sessionId, (await h.resolve(second))!.sessionId];
      const facts = await h.bus.request('auth.v1.user.moderate', { userId: user.id, isBanned: true, banReason: 'chargebacks' });
      expect(facts).toMatchObject({ id: user.id, isBanned: true });
      await expect(h.resolve(token)).resolves.toBeNull();
      await expect(h.resolve(second)).resolves.toBeNull();
      await eventually(() => sessionIds.every((id) => h.revokedBroadcasts.some((ids) => ids.includes(id))));
      await eventually(() => h.updatesOf(user.id).find((u) => u.isBanned));
    });

    it('a banned user whose session survived somewhere still resolves to null', async () => {
      const { token, user } = await h.registerUser();
      await h.sql('UPDATE auth.users SET "isBanned" = true WHERE id = $1', [user.id]);
      await expect(h.resolve(token)).resolves.toBeNull();
    });

    it('an unban lets the user sign in again and clears the reason', async () => {
      const { user, username, password } = await h.registerUser();
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, isBanned: true, banReason: 'spam' });
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, isBanned: false });
      const [row] = await h.sql<{ banReason: string | null }>('SELECT "banReason" FROM auth.users WHERE id = $1', [user.id]);
      expect(row!.banReason).toBeNull();
      expect((await h.http('POST', '/api/auth/login', { body: { username, password } })).status).toBe(200);
    });

    it('verifies an address once: a repeat changes nothing and announces nothing', async () => {
      const { user } = await h.registerUser();
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, emailVerified: true });
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, emailVerified: true });
      const rows = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE type = 'auth.user.updated' AND data->>'userId' = $1`, [user.id]);
      expect(rows).toHaveLength(1);
    });

    it('answers NOT_FOUND for an unknown user', async () => {
      await expect(h.bus.request('auth.v1.user.moderate', { userId: '00000000-0000-4000-8000-000000000000', isBanned: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(h.bus.request('auth.v1.user.moderate', { userId: 'not-a-uuid', isBanned: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('auth.v1.user.get', () => {
    it("answers the user's current facts", async () => {
      const { user, username, email } = await h.registerUser();
      await expect(h.bus.request('auth.v1.user.get', { userId: user.id })).resolves.toEqual({
        id: user.id,
        username,
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isAdmin: false,
        emailVerified: false,
        isBanned: false,
        createdAt: expect.any(String),
      });
    });

    it('answers NOT_FOUND for an unknown id, uuid or not', async () => {
      await expect(h.bus.request('auth.v1.user.get', { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(h.bus.request('auth.v1.user.get', { userId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('auth.v1.referral-code.get', () => {
    it("answers the code of the user's referral link, the one registration gave them", async () => {
      const { user } = await h.registerUser();
      await expect(h.bus.request('auth.v1.referral-code.get', { userId: user.id })).resolves.toEqual({ referralCode: user.referralCode });
    });

    it('answers NOT_FOUND for an unknown user', async () => {
      await expect(h.bus.request('auth.v1.referral-code.get', { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('auth.v1.admin.create', () => {
    it('creates a verified administrator, announced as registered with isAdmin true, who can sign in', async () => {
      const username = uniqueUsername('Admin');
      const request = { username, email: `${username}@example.com`, password: 'installer chosen secret', firstName: 'Root' };
      const { userId } = await h.bus.request('auth.v1.admin.create', request);
      await expect(h.bus.request('auth.v1.user.get', { userId })).resolves.toMatchObject({ isAdmin: true, emailVerified: true, firstName: 'Root', email: request.email.toLowerCase() });
      const event = await eventually(() => h.events.find((e) => e.type === 'auth.user.registered' && e.data.userId === userId));
      expect(event.data).toMatchObject({ isAdmin: true, referredBy: null });
      const login = await h.http('POST', '/api/auth/login', { body: { username, password: request.password } });
      expect(login.body.user).toMatchObject({ isAdmin: true, emailVerified: true });
      await expect(h.resolve(login.cookie!.value)).resolves.toMatchObject({ userId, isAdmin: true });
    });

    it('answers a retry of a create that succeeded with the same user, and CONFLICT for someone else', async () => {
      const username = uniqueUsername('Admin');
      const request = { username, email: `${username}@example.com`, password: 'installer chosen secret' };
      const first = await h.bus.request('auth.v1.admin.create', request);
      await expect(h.bus.request('auth.v1.admin.create', request)).resolves.toEqual(first);
      await expect(h.bus.request('auth.v1.admin.create', { ...request, password: 'a different secret' })).rejects.toMatchObject({ code: 'CONFLICT', field: 'username' });
      const events = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE type = 'auth.user.registered' AND data->>'username' = $1`, [username]);
      expect(events).toHaveLength(1);
    });

    it("takes over the account an unfinished install created under the installer's id: new name, e-mail and password, its sessions ended", async () => {
      // audit finding 1: the retry of an interrupted install was refused ('username taken') or left a second admin
      const userId = randomUUID();
      const first = uniqueUsername('Crash');
      const created = await h.bus.request('auth.v1.admin.create', { userId, username: first, email: `${first}@example.com`, password: 'first try secret' });
      expect(created).toEqual({ userId });
      const earlySession = (await h.http('POST', '/api/auth/login', { body: { username: first, password: 'first try secret' } })).cookie!.value;
      await expect(h.resolve(earlySession)).resolves.toMatchObject({ userId });

      const second = uniqueUsername('Real');
      const retried = await h.bus.request('auth.v1.admin.create', { userId, username: second, email: `${second}@example.com`, password: 'corrected secret', firstName: 'Grace' });
      expect(retried).toEqual({ userId });
      await expect(h.bus.request('auth.v1.user.get', { userId })).resolves.toMatchObject({ username: second, email: `${second}@example.com`.toLowerCase(), isAdmin: true, emailVerified: true, firstName: 'Grace' });
      await expect(h.resolve(earlySession)).resolves.toBeNull();
      expect((await h.http('POST', '/api/auth/login', { body: { username: first, password: 'first try secret' } })).status).toBe(401);
      expect((await h.http('POST', '/api/auth/login', { body: { username: second, password: 'corrected secret' } })).status).toBe(200);
      // one account: the same name again with the same id is a no-op retry, and no second admin exists
      await expect(h.bus.request('auth.v1.admin.create', { userId, username: second, email: `${second}@example.com`, password: 'corrected secret' })).resolves.toEqual({ userId });
      const rows = await h.sql<{ id: string }>(`SELECT id FROM auth.users WHERE "usernameKey" IN ($1, $2)`, [first.toLowerCase(), second.toLowerCase()]);
      expect(rows).toEqual([{ id: userId }]);
      await eventually(() => h.updatesOf(userId).find((u) => u.username === second));
    });

    it('never takes over an account that existed before: a player keeps name, e-mail and password', async () => {
      const player = await h.registerUser();
      await expect(h.bus.request('auth.v1.admin.create', { userId: randomUUID(), username: player.username, email: `other_${player.email}`, password: 'installer chosen secret' })).rejects.toMatchObject({ code: 'CONFLICT', field: 'username' });
      await expect(h.bus.request('auth.v1.admin.create', { userId: player.user.id, username: uniqueUsername('Admin'), email: `x_${player.email}`, password: 'installer chosen secret' })).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(h.bus.request('auth.v1.user.get', { userId: player.user.id })).resolves.toMatchObject({ username: player.username, isAdmin: false });
      expect((await h.http('POST', '/api/auth/login', { body: { username: player.username, password: player.password } })).status).toBe(200);
    });

    it('applies the field rules to the payload (VALIDATION_FAILED naming the field)', async () => {
      await expect(h.bus.request('auth.v1.admin.create', { username: 'x', email: 'a@example.com', password: 'installer chosen secret' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'username',
      });
      await expect(h.bus.request('auth.v1.admin.create', { username: uniqueUsername(), email: 'a@example.com', password: 'short' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'password',
      });
    });
  });

  describe('auth.v1.user.list (admin panel)', () => {
    it('pages users newest first, counting every match, with the moderation fields', async () => {
      const tag = uniqueUsername('lst').toLowerCase();
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await h.registerUser({ username: `${tag}_${i}`, email: `${tag}_${i}@example.com` }, { ip: `10.1.1.${i}` }));
      const first = await h.bus.request('auth.v1.user.list', { search: tag, page: 1, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.users.map((u) => u.username)).toEqual([`${tag}_2`, `${tag}_1`]);
      expect(first.users[0]).toMatchObject({ id: made[2]!.user.id, isBanned: false, banReason: null, ipAddress: '10.1.1.2' });
      const second = await h.bus.request('auth.v1.user.list', { search: tag, page: 2, pageSize: 2 });
      expect(second.users.map((u) => u.username)).toEqual([`${tag}_0`]);
    });

    it('matches part of the username or e-mail, whatever the case, taking _ and % literally', async () => {
      const tag = uniqueUsername('Srch');
      await h.registerUser({ username: tag, email: `${tag.toLowerCase()}@example.com` });
      const lookalike = tag.replace('_', 'Z'); // what `_` would match if it were a wildcard
      await h.registerUser({ username: lookalike, email: `${lookalike.toLowerCase()}@example.com` });
      expect((await h.bus.request('auth.v1.user.list', { search: tag.toUpperCase(), page: 1, pageSize: 10 })).users.map((u) => u.username)).toEqual([tag]);
      expect((await h.bus.request('auth.v1.user.list', { search: `${tag}@EXAMPLE`, page: 1, pageSize: 10 })).total).toBe(1);
      expect((await h.bus.request('auth.v1.user.list', { search: tag.replace('_', '%'), page: 1, pageSize: 10 })).total).toBe(0);
      expect((await h.bus.request('auth.v1.user.list', { search: tag.replace('_', 'x'), page: 1, pageSize: 10 })).total).toBe(0);
    });

    it('lists everyone without a search', async () => {
      const all = await h.bus.request('auth.v1.user.list', { page: 1, pageSize: 100 });
      expect(all.total).toBeGreaterThan(3);
    });
  });

  describe('auth.v1.ip.block / unblock / list (admin panel)', () => {
    it('blocks an address once (a retry answers the same entry) and refuses logins from it until unblocked', async () => {
      const { username, password } = await h.registerUser();
      const first = await h.bus.request('auth.v1.ip.block', { ipAddress: '203.0.113.7', reason: 'card testing' });
      expect(first).toEqual({ created: true, blockedIp: { ipAddress: '203.0.113.7', reason: 'card testing', createdAt: expect.any(String) } });
      await expect(h.bus.request('auth.v1.ip.block', { ipAddress: '203.0.113.7' })).resolves.toEqual({ ...first, created: false });
      expect((await h.http('POST', '/api/auth/login', { ip: '203.0.113.7', body: { username, password } })).status).toBe(403);

      const listed = await h.bus.request('auth.v1.ip.list', { page: 1, pageSize: 100 });
      expect(listed.blockedIps).toContainEqual(first.blockedIp);
      expect(listed.total).toBe(listed.blockedIps.length);

      await expect(h.bus.request('auth.v1.ip.unblock', { ipAddress: '203.0.113.7' })).resolves.toEqual({ removed: true });
      await expect(h.bus.request('auth.v1.ip.unblock', { ipAddress: '203.0.113.7' })).resolves.toEqual({ removed: false });
      expect((await h.http('POST', '/api/auth/login', { ip: '203.0.113.7', body: { username, password } })).status).toBe(200);
    });

    it('refuses something that is not an address with VALIDATION_FAILED', async () => {
      await expect(h.bus.request('auth.v1.ip.block', { ipAddress: 'not-an-ip' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'ipAddress' });
    });
  });
});
