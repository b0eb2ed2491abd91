import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SESSION_REVOKED_CHANNEL } from '@app/contracts';
import { MemoryBus, type Infrastructure } from '@app/platform';
import { TEST_INTERNAL_SECRET, type RunningTestService } from '@app/platform/testing';
import { serveSessions, startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream, type SeenRequest } from './support/upstreams.js';

/**
 * The embedded mode as the gateway sees it: the in-process bus, no Redis (rate limits in memory), no
 * database (the gateway owns none).
 */
describe('gateway in the embedded mode (in-process bus, no Redis)', () => {
  let infra: Infrastructure;
  let gateway: RunningTestService;
  let upstream: FakeUpstream;
  let lookups: () => number;

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    infra = { mode: 'embedded', db: null, bus: new MemoryBus(logger), redis: null, logger, internalSecret: TEST_INTERNAL_SECRET, dataDir: '/tmp/gateway-embedded-test' };
    const served = serveSessions(infra.bus);
    const sessions = served.sessions;
    lookups = served.lookups;
    sessions.set('tok-alice', { userId: 'alice', sessionId: 's-alice' });
    await infra.bus.start();
    upstream = await startUpstream('all');
    const all = [upstream.url];
    gateway = await startGateway(infra, { auth: all, wallet: all, games: all, chat: all, admin: all }, { sessionCacheMs: 60_000, rateLimits: { login: { limit: 2, windowMs: 60_000 }, register: { limit: 0, windowMs: 1 }, forgotPassword: { limit: 0, windowMs: 1 }, api: { limit: 1000, windowMs: 60_000 }, withdrawal: { limit: 0, windowMs: 1 }, postback: { limit: 0, windowMs: 1 } } });
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await infra?.bus.close();
  });

  const userOf = async (cookie: string) => ((await (await fetch(`${gateway.url}/api/user/stats`, { headers: { cookie } })).json()) as SeenRequest).identity?.userId;

  it('resolves sessions over the in-process bus and drops revoked ones at once', async () => {
    expect(await userOf('sid=tok-alice')).toBe('alice');
    expect(await userOf('sid=tok-alice')).toBe('alice');
    expect(lookups()).toBe(1);
    infra.bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: ['s-alice'] });
    await new Promise((r) => setTimeout(r, 10)); // the in-process broadcast is delivered on a microtask
    // with a cache time of a minute, only the revocation explains asking auth again
    expect(await userOf('sid=tok-alice')).toBe('alice');
    expect(lookups()).toBe(2);
  });

  it('counts failed logins in memory', async () => {
    const login = () => fetch(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'wrong' }) });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
  });
});
