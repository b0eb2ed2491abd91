import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, modes, tokenOf } from './support/harness.js';

describe.each(modes)('the signed-in account (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode);
  });
  afterAll(async () => h?.close());

  describe('change-password', () => {
    it('refuses a wrong current password with 400 naming currentPassword', async () => {
      const { token } = await h.registerUser();
      const answer = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: 'not it at all', newPassword: 'a brand new secret' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Current password is incorrect', field: 'currentPassword' });
    });

    it('changes the password and ends every other session of the user, keeping this one', async () => {
      const { token, username, password } = await h.registerUser();
      const other = (await h.http('POST', '/api/auth/login', { body: { username, password } })).cookie!.value;
      const answer = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: 'a brand new secret' } });
      expect(answer).toMatchObject({ status: 200, body: { message: 'Password changed successfully' } });
      await expect(h.resolve(token)).resolves.not.toBeNull();
      await expect(h.resolve(other)).resolves.toBeNull();
      expect((await h.http('POST', '/api/auth/login', { body: { username, password } })).status).toBe(401);
      expect((await h.http('POST', '/api/auth/login', { body: { username, password: 'a brand new secret' } })).status).toBe(200);
    });

    it('answers 429 after 10 wrong current passwords, even to the right one, and changes nothing', async () => {
      const { token, username, password, user } = await h.registerUser();
      const [{ password: hashBefore }] = await h.sql<{ password: string }>('SELECT password FROM auth.users WHERE id = $1', [user.id]);
      for (let i = 0; i < 10; i++) {
        const wrong = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: `guess number ${i}`, newPassword: 'a brand new secret' } });
        expect(wrong.status).toBe(400);
      }
      const right = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: 'a brand new secret' } });
      expect(right.status).toBe(429);
      expect(right.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed password attempts. Try again in 15 minutes.', retryAfterSeconds: expect.any(Number) });
      expect(right.headers.get('retry-after')).toBe(String(right.body.retryAfterSeconds));
      const [{ password: hashAfter }] = await h.sql<{ password: string }>('SELECT password FROM auth.users WHERE id = $1', [user.id]);
      expect(hashAfter).toBe(hashBefore);
      // one guessing budget per account: the login of the same account is refused as well
      expect((await h.http('POST', '/api/auth/login', { body: { username, password } })).status).toBe(429);
    });

    it('refuses a new password equal to the current one with 400 naming newPassword, ending no other session', async () => {
      const { token, username, password } = await h.registerUser();
      const other = (await h.http('POST', '/api/auth/login', { body: { username, password } })).cookie!.value;
      const answer = await h.http('POST', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: password } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'VALIDATION_FAILED', message: 'The new password must be different from your current one', field: 'newPassword' });
      await expect(h.resolve(other)).resolves.not.toBeNull();
    });

    it('needs a session', async () => {
      const answer = await h.http('POST', '/api/auth/change-password', { body: { currentPassword: 'whatever it is', newPassword: 'a brand new secret' } });
      expect(answer.status).toBe(401);
    });
  });

  describe('update-profile', () => {
    it('updates the names and keeps a verified address verified when it does not change', async () => {
      const { token, user, email } = await h.registerUser();
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, emailVerified: true });
      const answer = await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: 'Grace', lastName: 'Hopper', email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ message: 'Profile updated successfully', user: { firstName: 'Grace', lastName: 'Hopper', email, emailVerified: true, points: 1234 } });
    });

    it('a new address is unverified until its own link is opened', async () => {
      const { token, user } = await h.registerUser();
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, emailVerified: true });
      const newEmail = `new_${user.id.slice(0, 8)}@example.com`;
      const answer = await h.http('POST', '/api/auth/update-profile', { token, body: { email: newEmail.toUpperCase() } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ message: 'Profile updated. Check your inbox to verify your new email address.', user: { email: newEmail, emailVerified: false } });
      const updated = await h.sql(`SELECT 1 FROM auth.outbox_written WHERE type = 'auth.user.updated' AND data->>'userId' = $1 AND data->>'emailVerified' = 'false'`, [user.id]);
      expect(updated).toHaveLength(1);
      const mail = await h.waitForMail(newEmail, 'Verify');
      // not the sign-up text: this account exists already, someone asked for this address on it
      expect(mail.subject).toBe('Verify your new e-mail for PointsPlay');
      expect(mail.text).toContain('Someone asked to use this e-mail address for their PointsPlay account.');
      expect(mail.text + mail.html).not.toContain('If you did not create this account');
      const verified = await h.http('GET', `/api/auth/verify-email?token=${tokenOf(mail.links[0]!)}`);
      expect(verified.headers.get('location')).toBe('/?emailVerified=1');
      expect((await h.http('GET', '/api/auth/user', { token })).body.emailVerified).toBe(true);
    });

    it("refuses another account's address with 409 naming email", async () => {
      const first = await h.registerUser();
      const second = await h.registerUser();
      const answer = await h.http('POST', '/api/auth/update-profile', { token: second.token, body: { email: first.email } });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists', field: 'email' });
    });

    it('tells the old address of an e-mail change, naming the new one only masked', async () => {
      const { token, user, email } = await h.registerUser();
      const newEmail = `moved_${user.id.slice(0, 8)}@example.org`;
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { email: newEmail } })).status).toBe(200);
      const notice = await h.waitForMail(email, 'e-mail address was changed');
      expect(notice.text).toContain('m***@example.org');
      expect(notice.links).toEqual(['http://localhost:3000']);
      await h.waitForMail(newEmail, 'Verify');
    });

    it('sends no notice when the address stays the same', async () => {
      const { token, email } = await h.registerUser();
      await h.waitForMail(email, 'Verify');
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: 'Grace', email } })).status).toBe(200);
      await h.http('POST', '/api/auth/resend-verification', { token, body: {} });
      await h.waitForMail(email, 'Verify', 1); // sent after the update: the update's mail, had there been one, is out too
      expect((await h.mailbox()).some((m) => m.to === email && m.subject.includes('was changed'))).toBe(false);
    });

    it('answers 429 after 10 updates in the window, also to a probe of a taken address', async () => {
      const other = await h.registerUser();
      const { token, email } = await h.registerUser();
      for (let i = 0; i < 10; i++) {
        const ok = await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: `Name${i}`, email } });
        expect(ok.status).toBe(200);
      }
      const probe = await h.http('POST', '/api/auth/update-profile', { token, body: { email: other.email } });
      expect(probe.status).toBe(429);
      expect(probe.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many profile updates. Try again in 15 minutes.', retryAfterSeconds: expect.any(Number) });
      expect(probe.headers.get('retry-after')).toBe(String(probe.body.retryAfterSeconds));
      expect((await h.http('GET', '/api/auth/user', { token })).body).toMatchObject({ firstName: 'Name9', email });
    });

    // audit finding 22: an emptied first name was ignored and answered 200, so the page said "Profile Updated"
    it('refuses to empty a name with a 400 naming it, and keeps the name (spec: 1 to 50 characters)', async () => {
      const { token, email } = await h.registerUser();
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: 'Patricia', lastName: 'Lee', email } })).status).toBe(200);
      const emptied = await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: '', lastName: 'Lee', email } });
      expect(emptied.status).toBe(400);
      expect(emptied.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'firstName', message: 'firstName: First name cannot be empty' });
      const blank = await h.http('POST', '/api/auth/update-profile', { token, body: { lastName: '   ' } });
      expect(blank.body).toMatchObject({ field: 'lastName', message: 'lastName: Last name cannot be empty' });
      expect((await h.http('GET', '/api/auth/user', { token })).body).toMatchObject({ firstName: 'Patricia', lastName: 'Lee' });
      // left out (or null), a name stays as it is
      expect((await h.http('POST', '/api/auth/update-profile', { token, body: { firstName: null, email } })).status).toBe(200);
      expect((await h.http('GET', '/api/auth/user', { token })).body).toMatchObject({ firstName: 'Patricia' });
    });

    it('refuses an invalid address with 400 naming email', async () => {
      const { token } = await h.registerUser();
      const answer = await h.http('POST', '/api/auth/update-profile', { token, body: { email: 'not-an-address' } });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('email');
    });
  });

  describe('resend-verification', () => {
    it("sends a new link to the user's own address (ignoring the body's) once a minute, a refusal saying how long is left", async () => {
      const { token, email } = await h.registerUser();
      await h.waitForMail(email, 'Verify');
      const before = (await h.mailbox()).length;
      const first = await h.http('POST', '/api/auth/resend-verification', { token, body: { email: 'attacker@example.com' } });
      expect(first).toMatchObject({ status: 200, body: { message: 'Verification email sent. Check your inbox for the link.' } });
      const mail = await h.waitForMail(email, 'Verify', 1);
      expect(mail.to).toBe(email);
      expect((await h.mailbox()).some((m) => m.to === 'attacker@example.com')).toBe(false);
      const again = await h.http('POST', '/api/auth/resend-verification', { token, body: {} });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      expect(again.body.retryAfterSeconds).toBeGreaterThanOrEqual(55);
      expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(again.body.message).toBe(`Please wait ${again.body.retryAfterSeconds} seconds before requesting another verification email`);
      expect(again.headers.get('retry-after')).toBe(String(again.body.retryAfterSeconds));
      expect((await h.mailbox()).length).toBe(before + 1);
    });

    it('only the newest verification link works', async () => {
      const { token, email } = await h.registerUser();
      const firstLink = (await h.waitForMail(email, 'Verify')).links[0]!;
      await h.http('POST', '/api/auth/resend-verification', { token, body: {} });
      const secondLink = (await h.waitForMail(email, 'Verify', 1)).links[0]!;
      expect((await h.http('GET', `/api/auth/verify-email?token=${tokenOf(firstLink)}`)).headers.get('location')).toBe('/auth?verifyError=1');
      expect((await h.http('GET', `/api/auth/verify-email?token=${tokenOf(secondLink)}`)).headers.get('location')).toBe('/?emailVerified=1');
    });

    it("answers a verified user 400 'Email is already verified'", async () => {
      const { token, user } = await h.registerUser();
      await h.bus.request('auth.v1.user.moderate', { userId: user.id, emailVerified: true });
      const answer = await h.http('POST', '/api/auth/resend-verification', { token, body: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Email is already verified');
    });
  });
});
