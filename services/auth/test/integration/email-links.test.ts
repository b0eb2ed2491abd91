import { FORGOT_PASSWORD_MESSAGE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthDb } from '../../src/db/client.js';
import { deleteDeadTokens } from '../../src/db/tokens.js';
import { AuthHarness, type Mode, eventually, tokenOf, uniqueUsername } from './support/harness.js';

// The embedded mode differs here only in its bus; the files that exercise its own session store,
// throttle and cool-down (registration, login, account, restart, session-store) run it too.
const covered: Mode[] = ['distributed'];

describe.each(covered)('e-mailed links (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode);
  });
  afterAll(async () => h?.close());

  describe('verify-email', () => {
    it('verifies by the link, redirects into the app, announces the change, and verifies only once', async () => {
      const { email, user, token } = await h.registerUser();
      const link = (await h.waitForMail(email, 'Verify')).links[0]!;
      const first = await h.http('GET', new URL(link).pathname + new URL(link).search);
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe('/?emailVerified=1');
      expect((await h.http('GET', '/api/auth/user', { token })).body.emailVerified).toBe(true);
      await eventually(() => h.updatesOf(user.id).find((u) => u.emailVerified));
      const again = await h.http('GET', new URL(link).pathname + new URL(link).search);
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toBe('/?emailVerified=already');
      const updates = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE type = 'auth.user.updated' AND data->>'userId' = $1`, [user.id]);
      expect(updates).toHaveLength(1);
    });

    it('answers a link opened again (an e-mail scanner opened it first) with success while the address it verified is still current', async () => {
      const { email, token } = await h.registerUser();
      const path = `/api/auth/verify-email?token=${tokenOf((await h.waitForMail(email, 'Verify')).links[0]!)}`;
      // the scanner's visit verifies; the player's clicks after it are told the address is verified
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=1');
      for (let i = 0; i < 2; i++) expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=already');
      expect((await h.http('GET', '/api/auth/user', { token })).body.emailVerified).toBe(true);
    });

    it('verifies once when the same link is opened several times at once; the other openings say already verified', async () => {
      const { email, user } = await h.registerUser();
      const path = `/api/auth/verify-email?token=${tokenOf((await h.waitForMail(email, 'Verify')).links[0]!)}`;
      const answers = await Promise.all(Array.from({ length: 4 }, () => h.http('GET', path)));
      const locations = answers.map((a) => a.headers.get('location')).sort();
      expect(locations).toEqual(['/?emailVerified=1', '/?emailVerified=already', '/?emailVerified=already', '/?emailVerified=already']);
      const updates = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE type = 'auth.user.updated' AND data->>'userId' = $1`, [user.id]);
      expect(updates).toHaveLength(1);
    });

    it('fails a used link once the account has another address, and it never verifies that one (nor the old one put back)', async () => {
      const { email, token, user } = await h.registerUser();
      const path = `/api/auth/verify-email?token=${tokenOf((await h.waitForMail(email, 'Verify')).links[0]!)}`;
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=1');
      const newEmail = `moved_${user.id.slice(0, 8)}@example.com`;
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { email: newEmail } })).status).toBe(200);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/auth?verifyError=1');
      expect((await h.http('GET', '/api/auth/user', { token })).body).toMatchObject({ email: newEmail, emailVerified: false });
      // the first address back again: unverified until a new link of its own is opened
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { email } })).status).toBe(200);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/auth?verifyError=1');
      expect((await h.http('GET', '/api/auth/user', { token })).body).toMatchObject({ email, emailVerified: false });
    });

    it('fails a used link once the address is no longer verified, and once the link has expired', async () => {
      const { email, token, user } = await h.registerUser();
      const path = `/api/auth/verify-email?token=${tokenOf((await h.waitForMail(email, 'Verify')).links[0]!)}`;
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=1');
      await h.sql(`UPDATE auth.users SET "emailVerified" = false WHERE id = $1`, [user.id]);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/auth?verifyError=1');
      expect((await h.http('GET', '/api/auth/user', { token })).body.emailVerified).toBe(false);
      await h.sql(`UPDATE auth.users SET "emailVerified" = true WHERE id = $1`, [user.id]);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=already');
      await h.sql(`UPDATE auth.one_time_tokens SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = $1`, [user.id]);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/auth?verifyError=1');
    });

    it('keeps a used verification link (its hash) through housekeeping until it expires, and drops used reset links after a day', async () => {
      const { email, user } = await h.registerUser();
      const path = `/api/auth/verify-email?token=${tokenOf((await h.waitForMail(email, 'Verify')).links[0]!)}`;
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=1');
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      await h.http('POST', '/api/auth/reset-password', { body: { token: tokenOf((await h.waitForMail(email, 'Reset')).links[0]!), password: 'another fine password' } });
      await h.sql(`UPDATE auth.one_time_tokens SET "usedAt" = now() - interval '2 days' WHERE "userId" = $1`, [user.id]);
      const { prisma } = createAuthDb(h.infra);
      try {
        await deleteDeadTokens(prisma, new Date());
      } finally {
        await prisma.$disconnect();
      }
      const left = await h.sql<{ purpose: string }>(`SELECT purpose FROM auth.one_time_tokens WHERE "userId" = $1`, [user.id]);
      expect(left.map((t) => t.purpose)).toEqual(['email_verification']);
      expect((await h.http('GET', path)).headers.get('location')).toBe('/?emailVerified=already');
    });

    it('redirects to the error page for an unknown or missing token', async () => {
      expect((await h.http('GET', '/api/auth/verify-email?token=nonsense')).headers.get('location')).toBe('/auth?verifyError=1');
      expect((await h.http('GET', '/api/auth/verify-email')).headers.get('location')).toBe('/auth?verifyError=1');
    });

    it('never builds links on the host a request names, even with no site_url set', async () => {
      const foreign = { host: 'attacker.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'attacker.example' };
      const { email } = await h.registerUser({}, { headers: foreign });
      const mail = await h.waitForMail(email, 'Verify');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    });
  });

  describe('forgot-password and reset-password', () => {
    it('answers the same for a known and an unknown address', async () => {
      const { email } = await h.registerUser();
      const known = await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const unknown = await h.http('POST', '/api/auth/forgot-password', { body: { email: `${uniqueUsername('nobody')}@example.com` } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(unknown.body).toEqual(known.body);
    });

    it('mails a reset link on the configured origin, not on a foreign Host the anonymous caller sent', async () => {
      const { email } = await h.registerUser();
      const foreign = { host: 'attacker.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'attacker.example' };
      expect((await h.http('POST', '/api/auth/forgot-password', { body: { email }, headers: foreign })).status).toBe(200);
      const mail = await h.waitForMail(email, 'Reset');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect(mail.text + mail.html).not.toContain('attacker.example');
    });

    it('mails a reset link to the local mailbox, which resets the password once, then is refused', async () => {
      const { email, username, password } = await h.registerUser();
      await h.http('POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } });
      const mail = await h.waitForMail(email, 'Reset');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect(mail.text).toContain(mail.links[0]);
      const token = tokenOf(mail.links[0]!);

      const reset = await h.http('POST', '/api/auth/reset-password', { body: { token, password: 'my new long secret' } });
      expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been reset. You can now log in.' } });
      const reused = await h.http('POST', '/api/auth/reset-password', { body: { token, password: 'yet another secret' } });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ code: 'BAD_REQUEST', message: 'This password reset link is invalid or expired.', field: 'token' });
      expect((await h.http('POST', '/api/auth/login', { body: { username, password } })).status).toBe(401);
      expect((await h.http('POST', '/api/auth/login', { body: { username, password: 'my new long secret' } })).status).toBe(200);
    });

    it('ends every session of the user on a reset', async () => {
      const { email, token } = await h.registerUser();
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const link = (await h.waitForMail(email, 'Reset')).links[0]!;
      await h.http('POST', '/api/auth/reset-password', { body: { token: tokenOf(link), password: 'my new long secret' } });
      await expect(h.resolve(token)).resolves.toBeNull();
    });

    it('a newer reset request invalidates the older link', async () => {
      const { email } = await h.registerUser();
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const older = (await h.waitForMail(email, 'Reset')).links[0]!;
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const newer = (await h.waitForMail(email, 'Reset', 1)).links[0]!;
      expect((await h.http('POST', '/api/auth/reset-password', { body: { token: tokenOf(older), password: 'my new long secret' } })).status).toBe(400);
      expect((await h.http('POST', '/api/auth/reset-password', { body: { token: tokenOf(newer), password: 'my new long secret' } })).status).toBe(200);
    });

    it('refuses an expired link', async () => {
      const { email } = await h.registerUser();
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const token = tokenOf((await h.waitForMail(email, 'Reset')).links[0]!);
      await h.sql(`UPDATE auth.one_time_tokens SET "expiresAt" = now() - interval '1 second' WHERE purpose = 'password_reset' AND email = $1`, [email]);
      const answer = await h.http('POST', '/api/auth/reset-password', { body: { token, password: 'my new long secret' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('This password reset link is invalid or expired.');
    });

    it('lets exactly one of two concurrent uses of a link through', async () => {
      const { email } = await h.registerUser();
      await h.http('POST', '/api/auth/forgot-password', { body: { email } });
      const token = tokenOf((await h.waitForMail(email, 'Reset')).links[0]!);
      const answers = await Promise.all([1, 2, 3].map((i) => h.http('POST', '/api/auth/reset-password', { body: { token, password: `my new long secret ${i}` } })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });

    it('refuses a common new password with 400 naming password', async () => {
      const answer = await h.http('POST', '/api/auth/reset-password', { body: { token: 'x', password: 'password123' } });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('password');
    });
  });
});

describe('e-mailed links with PUBLIC_URL set and site_url empty', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start('distributed', { env: { PUBLIC_URL: 'https://play.example.net/' } });
  });
  afterAll(async () => h?.close());

  it('builds reset and verification links on PUBLIC_URL, whatever Host the request names', async () => {
    const foreign = { host: 'attacker.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'attacker.example' };
    const { email } = await h.registerUser({}, { headers: foreign });
    expect((await h.waitForMail(email, 'Verify')).links[0]).toMatch(/^https:\/\/play\.example\.net\/api\/auth\/verify-email\?token=/);
    await h.http('POST', '/api/auth/forgot-password', { body: { email }, headers: foreign });
    expect((await h.waitForMail(email, 'Reset')).links[0]).toMatch(/^https:\/\/play\.example\.net\/reset-password\?token=/);
  });

  it('lets site_url win over PUBLIC_URL once an admin sets it', async () => {
    await h.bus.kv.put('site_url', 'https://casino.example.com/');
    try {
      const { email } = await h.registerUser();
      await eventually(async () => {
        await h.http('POST', '/api/auth/forgot-password', { body: { email } });
        const links = (await h.mailbox()).filter((m) => m.to === email && m.subject.includes('Reset')).map((m) => m.links[0]);
        return links.some((l) => l?.startsWith('https://casino.example.com/reset-password?token='));
      });
    } finally {
      await h.bus.kv.put('site_url', '');
    }
  });
});
