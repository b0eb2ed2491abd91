import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { serveSessions, startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream } from './support/upstreams.js';

const WINDOW_MS = 30_000;
const rule = { limit: 1, windowMs: WINDOW_MS };
const off = { limit: 0, windowMs: 1000 };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every 429 of the gateway's own limits says when to try again: the standard Retry-After header and the
 * body's `retryAfterSeconds` (the shape chat's 429s have), both counted to the limiter's real reset time,
 * not to a fresh window.
 */
describe.each([
  { store: 'Redis', withRedis: true },
  { store: 'memory', withRedis: false },
])('the gateway rate limits tell when to try again (counted in $store)', ({ withRedis }) => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    serveSessions(infra.bus).sessions.set('tok-alice', { userId: 'alice', sessionId: 's-alice' });
    await infra.bus.start();
    upstream = await startUpstream('upstream');
    const all = [upstream.url];
    gateway = await startGateway(
      withRedis ? infra : { ...infra, redis: null },
      { auth: all, wallet: all, games: all, chat: all, admin: all },
      { rateLimits: { login: rule, register: rule, forgotPassword: rule, withdrawal: rule, postback: rule, api: off } },
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await infra?.cleanup();
  });

  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** Uses the limit up, waits a little over a second, and returns the 429 that follows. */
  async function limitedAfterASecond(attempt: () => Promise<Response>): Promise<{ header: number; body: ErrorBody }> {
    await attempt();
    await pause(1_100);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    return { header: Number(limited.headers.get('retry-after')), body: (await limited.json()) as ErrorBody };
  }

  it.each([
    ['failed logins', () => post('/api/auth/login', { username: 'alice', password: 'wrong' })],
    ['registrations', () => post('/api/auth/register', { username: 'new-player' })],
    ['password resets', () => post('/api/auth/forgot-password', { email: 'a@example.com' })],
    ['failed offer postbacks', () => post('/api/offers/postback/forged')],
    ['withdrawal requests', () => post('/api/withdrawal/request', {}, { cookie: 'sid=tok-alice' })],
  ])('%s: Retry-After and retryAfterSeconds agree and count down from the first attempt', async (_name, attempt) => {
    const { header, body } = await limitedAfterASecond(attempt);
    expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: header });
    // the window began with the first attempt, over a second ago: less than its whole length is left
    expect(header).toBeGreaterThanOrEqual(WINDOW_MS / 1000 - 3);
    expect(header).toBeLessThanOrEqual(WINDOW_MS / 1000 - 1);
  });

  it('all API calls per user: the same header and field', async () => {
    const all = [upstream.url];
    const strict = await startGateway(withRedis ? infra : { ...infra, redis: null }, { auth: all, wallet: all, games: all, chat: all, admin: all }, {
      rateLimits: { login: off, register: off, forgotPassword: off, withdrawal: off, postback: off, api: { limit: 1, windowMs: 120_000 } },
    });
    try {
      const { header, body } = await limitedAfterASecond(() => fetch(`${strict.url}/api/user/stats`, { headers: { cookie: 'sid=tok-alice' } }));
      expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: header, message: 'Too many attempts, try again in 2 minutes' });
      expect(header).toBeGreaterThanOrEqual(117);
      expect(header).toBeLessThanOrEqual(119);
    } finally {
      await strict.close();
    }
  });
});
