import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, embeddedTestInfrastructure, testServers, uniqueName, type TestInfrastructure } from '@app/platform/testing';
import { authService } from '../../src/app.js';
import { createAuthDb, type AuthPrisma } from '../../src/db/client.js';
import { hashSecretToken, newSecretToken } from '../../src/domain/secrets.js';
import { DatabaseSessionStore } from '../../src/sessions/database-session-store.js';
import { RedisSessionStore } from '../../src/sessions/redis-session-store.js';
import type { SessionStore, StoredSession } from '../../src/sessions/session-store.js';

interface StoreUnderTest {
  store: SessionStore;
  prisma: AuthPrisma;
  close(): Promise<void>;
}

/** Every store gets a database for its users (the database store's sessions reference them). */
async function withDatabase(infra: TestInfrastructure, makeStore: (prisma: AuthPrisma) => SessionStore, extraClose = async () => {}): Promise<StoreUnderTest> {
  const { prisma } = createAuthDb(infra);
  return {
    store: makeStore(prisma),
    prisma,
    close: async () => {
      await extraClose();
      await prisma.$disconnect();
      await infra.cleanup();
    },
  };
}

// The same contract, against each implementation the service can run with.
describe.each([
  [
    'Redis',
    async () => {
      const infra = await distributedTestInfrastructure([authService], { redis: false });
      const redis = new Redis(testServers.redisUrl, { keyPrefix: `${uniqueName('store')}:` });
      return withDatabase(infra, () => new RedisSessionStore(redis), async () => void (await redis.quit()));
    },
  ],
  ['database (PostgreSQL)', async () => withDatabase(await distributedTestInfrastructure([authService], { redis: false }), (prisma) => new DatabaseSessionStore(prisma))],
  ['database (PGlite, embedded)', async () => withDatabase(await embeddedTestInfrastructure([authService]), (prisma) => new DatabaseSessionStore(prisma))],
] as const)('%s session store', (_name, create) => {
  let subject: StoreUnderTest;
  let store: SessionStore;

  beforeAll(async () => {
    subject = await create();
    store = subject.store;
  });
  afterAll(async () => subject?.close());

  async function newUser(): Promise<string> {
    const id = randomUUID();
    const name = uniqueName('u');
    await subject.prisma.user.create({ data: { id, username: name, usernameKey: name, email: `${name}@example.com`, password: 'x', referralCode: name.slice(-8).toUpperCase() } });
    return id;
  }

  function session(userId: string, ttlMs = 60_000): StoredSession {
    return { userId, data: { ip: '10.0.0.1', userAgent: 'test', createdAt: new Date().toISOString() }, expiresAt: new Date(Date.now() + ttlMs) };
  }

  const newId = () => hashSecretToken(newSecretToken());

  it('gives back a saved session by its id', async () => {
    const userId = await newUser();
    const id = newId();
    const saved = session(userId);
    await store.save(id, saved);
    const got = await store.get(id);
    expect(got).toMatchObject({ userId, data: saved.data });
    expect(got!.expiresAt.getTime()).toBe(saved.expiresAt.getTime());
  });

  it('knows no session by an unknown id', async () => {
    await expect(store.get(newId())).resolves.toBeNull();
  });

  it('forgets a session once it expires', async () => {
    const userId = await newUser();
    const id = newId();
    await store.save(id, session(userId, 300));
    await expect(store.get(id)).resolves.not.toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    await expect(store.get(id)).resolves.toBeNull();
  });

  it('deletes a session once: true the first time, false after', async () => {
    const userId = await newUser();
    const id = newId();
    await store.save(id, session(userId));
    await expect(store.delete(id)).resolves.toBe(true);
    await expect(store.delete(id)).resolves.toBe(false);
    await expect(store.get(id)).resolves.toBeNull();
  });

  it("ends all of a user's sessions but the one spared, reports them, and leaves other users alone", async () => {
    const userId = await newUser();
    const otherUser = await newUser();
    const [a, b, c, other] = [newId(), newId(), newId(), newId()];
    for (const id of [a, b, c]) await store.save(id, session(userId));
    await store.save(other, session(otherUser));
    const ended = await store.deleteAllOfUser(userId, b);
    expect(ended.sort()).toEqual([a, c].sort());
    await expect(store.get(a)).resolves.toBeNull();
    await expect(store.get(b)).resolves.not.toBeNull();
    await expect(store.get(other)).resolves.not.toBeNull();
    await expect(store.deleteAllOfUser(userId)).resolves.toEqual([b]);
    await expect(store.deleteAllOfUser(userId)).resolves.toEqual([]);
  });

  it('does not report sessions that had already expired as ended', async () => {
    const userId = await newUser();
    const [live, dead] = [newId(), newId()];
    await store.save(live, session(userId));
    await store.save(dead, session(userId, 200));
    await new Promise((r) => setTimeout(r, 400));
    await expect(store.deleteAllOfUser(userId)).resolves.toEqual([live]);
  });

  it('housekeeping drops expired sessions and keeps live ones', async () => {
    const userId = await newUser();
    const [live, dead] = [newId(), newId()];
    await store.save(live, session(userId));
    await store.save(dead, session(userId, 200));
    await new Promise((r) => setTimeout(r, 400));
    await store.deleteExpired(new Date());
    await expect(store.get(live)).resolves.not.toBeNull();
    await expect(store.get(dead)).resolves.toBeNull();
    if (store instanceof DatabaseSessionStore) await expect(subject.prisma.session.count({ where: { sid: dead } })).resolves.toBe(0);
  });
});
