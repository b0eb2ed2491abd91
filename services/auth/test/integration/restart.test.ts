import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, modes } from './support/harness.js';

describe.each(modes)('a restart of the auth process (%s)', (mode) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await AuthHarness.start(mode);
  });
  afterAll(async () => h?.close());

  it('keeps every session: a cookie issued before resolves after, and the user is still signed in', async () => {
    const { token, user } = await h.registerUser();
    const before = await h.resolve(token);
    await h.restartService();
    await expect(h.resolve(token)).resolves.toEqual(before);
    const answer = await h.http('GET', '/api/auth/user', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(user.id);
  });

  it('keeps a revocation too: a logged-out cookie stays dead after the restart', async () => {
    const { token } = await h.registerUser();
    await h.http('POST', '/api/auth/logout', { token });
    await h.restartService();
    await expect(h.resolve(token)).resolves.toBeNull();
  });
});

describe('two auth replicas on the same Redis and database', () => {
  let h: AuthHarness;
  let replica: { url: string; stop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    h = await AuthHarness.start('distributed');
    replica = await h.startReplica();
  });
  afterAll(async () => {
    await replica?.stop().catch(() => undefined);
    await h?.close();
  });

  it('share sessions: a session opened on one replica is resolved by both and ended from the other', async () => {
    const { token, user } = await h.registerUser();
    // resolves are spread over both replicas by the NATS queue group; every one must find the session
    for (let i = 0; i < 6; i++) await expect(h.resolve(token)).resolves.toMatchObject({ userId: user.id });
    expect((await h.http('GET', '/api/auth/user', { token, via: replica!.url })).body.id).toBe(user.id);
    await h.http('POST', '/api/auth/logout', { token, via: replica!.url });
    for (let i = 0; i < 6; i++) await expect(h.resolve(token)).resolves.toBeNull();
  });

  it('share the login throttle: failures counted on either replica add up', async () => {
    const { username, password } = await h.registerUser();
    for (let i = 0; i < 10; i++) {
      const via = i % 2 ? replica!.url : undefined;
      expect((await h.http('POST', '/api/auth/login', { via, body: { username, password: 'wrong password' } })).status).toBe(401);
    }
    expect((await h.http('POST', '/api/auth/login', { body: { username, password } })).status).toBe(429);
    expect((await h.http('POST', '/api/auth/login', { via: replica!.url, body: { username, password } })).status).toBe(429);
  });
});
