import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { IDENTITY_HEADER, SESSION_REVOKED_CHANNEL } from '@app/contracts';
import { NatsBus, signIdentity, verifyIdentity } from '@app/platform';
import { TEST_INTERNAL_SECRET, distributedTestInfrastructure, testServers, uniqueName, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { serveSessions, startGateway, type LiveSession } from './support/gateway.js';
import { startUpstream, type FakeUpstream, type SeenRequest } from './support/upstreams.js';

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('gateway identity', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let upstream: FakeUpstream;
  let sessions: Map<string, LiveSession>;
  let lookups: () => number;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    ({ sessions, lookups } = serveSessions(infra.bus));
    await infra.bus.start();
    upstream = await startUpstream('wallet');
    const all = [upstream.url];
    // a long cache: only the revocation broadcast can explain a session dropping out of it
    gateway = await startGateway(infra, { auth: all, wallet: all, games: all, chat: all, admin: all }, { sessionCacheMs: 60_000 });
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await infra?.cleanup();
  });

  const seenBy = async (init: RequestInit = {}) => {
    const res = await fetch(`${gateway.url}/api/user/stats`, init);
    return { status: res.status, body: (await res.json()) as SeenRequest & { code?: string } };
  };

  it('signs the identity of the session owner, verifiable by the service, with the request facts', async () => {
    sessions.set('tok-alice', { userId: 'alice', sessionId: 's-alice' });
    const { status, body } = await seenBy({ headers: { cookie: 'theme=dark; sid=tok-alice', 'user-agent': 'test-agent/1.0' } });
    expect(status).toBe(200);
    const identity = verifyIdentity(body.headers[IDENTITY_HEADER] as string, TEST_INTERNAL_SECRET);
    expect(identity).toMatchObject({ userId: 'alice', sessionId: 's-alice', ip: '127.0.0.1', userAgent: 'test-agent/1.0' });
    expect(identity?.requestId).toBe(body.headers['x-request-id']);
    expect(Math.abs(Date.now() - identity!.iat)).toBeLessThan(5000);
  });

  it('signs an anonymous identity for a visitor without a cookie', async () => {
    const { body } = await seenBy();
    expect(body.identity).toMatchObject({ userId: null, sessionId: null, ip: '127.0.0.1' });
  });

  it('treats a cookie that auth does not know as a visitor', async () => {
    const { status, body } = await seenBy({ headers: { cookie: 'sid=tok-nobody' } });
    expect(status).toBe(200);
    expect(body.identity).toMatchObject({ userId: null, sessionId: null });
  });

  it('strips an identity header sent from outside, even one validly signed', async () => {
    const forged = signIdentity({ userId: 'victim', sessionId: 's-victim', ip: '1.2.3.4', userAgent: 'x', requestId: 'r', iat: Date.now() }, TEST_INTERNAL_SECRET);
    const { body } = await seenBy({ headers: { [IDENTITY_HEADER]: forged } });
    expect(body.identity?.userId).toBeNull();
    expect(body.headers[IDENTITY_HEADER]).not.toBe(forged);
  });

  it('asks auth once per token within the cache time, however many requests come', async () => {
    sessions.set('tok-carol', { userId: 'carol', sessionId: 's-carol' });
    const before = lookups();
    const answers = await Promise.all(Array.from({ length: 20 }, () => seenBy({ headers: { cookie: 'sid=tok-carol' } })));
    expect(answers.every((a) => a.body.identity?.userId === 'carol')).toBe(true);
    expect(lookups() - before).toBe(1);
  });

  it('drops a revoked session from its cache at once on session.revoked, long before the cache time ends', async () => {
    sessions.set('tok-bob', { userId: 'bob', sessionId: 's-bob' });
    expect((await seenBy({ headers: { cookie: 'sid=tok-bob' } })).body.identity?.userId).toBe('bob');
    // auth logs bob out: the session is gone and every gateway replica is told
    sessions.delete('tok-bob');
    expect((await seenBy({ headers: { cookie: 'sid=tok-bob' } })).body.identity?.userId).toBe('bob'); // still cached
    infra.bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: ['s-bob'] });
    await eventually(async () => (await seenBy({ headers: { cookie: 'sid=tok-bob' } })).body.identity?.userId === null);
  });

  it('refuses (503) rather than assuming a visitor when auth fails for a request with a cookie', async () => {
    const { status, body } = await seenBy({ headers: { cookie: 'sid=broken' } });
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'UNAVAILABLE' });
    expect(upstream.seen.some((r) => r.headers.cookie === 'sid=broken')).toBe(false);
  });

  it('refuses (503) requests with a cookie when no auth replica answers at all, but still serves visitors', async () => {
    const lonelyBus = await NatsBus.connect({ url: testServers.natsUrl, service: 'gateway-test', logger: pino({ level: 'silent' }), namespace: uniqueName('noauth') });
    const all = [upstream.url];
    const lonely = await startGateway({ ...infra, bus: lonelyBus }, { auth: all, wallet: all, games: all, chat: all, admin: all }, { sessionResolveTimeoutMs: 300 });
    try {
      const withCookie = await fetch(`${lonely.url}/api/user/stats`, { headers: { cookie: 'sid=tok-alice' } });
      expect(withCookie.status).toBe(503);
      expect(await withCookie.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect((await fetch(`${lonely.url}/api/user/stats`)).status).toBe(200);
    } finally {
      await lonely.close();
      await lonelyBus.destroyNamespace();
      await lonelyBus.close();
    }
  });
});
