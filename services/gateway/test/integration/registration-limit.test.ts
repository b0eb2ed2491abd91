import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream } from './support/upstreams.js';

const LIMIT = 2;

/**
 * The registration limit per address (design section 6) is against mass account creation: what it caps
 * is the accounts an address creates, not a player's refused attempts (a taken name, a bad field).
 * Counted in Redis, as in the distributed mode; each test comes from an address of its own.
 */
describe('the registration limit per address', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let upstream: FakeUpstream;
  let nextAddress = 1;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    await infra.bus.start();
    upstream = await startUpstream('upstream');
    const all = [upstream.url];
    gateway = await startGateway(
      infra,
      { auth: all, wallet: all, games: all, chat: all, admin: all },
      {
        trustProxy: 'loopback',
        rateLimits: {
          login: { limit: 0, windowMs: 1000 },
          register: { limit: LIMIT, windowMs: 60_000 },
          forgotPassword: { limit: 0, windowMs: 1000 },
          api: { limit: 1000, windowMs: 60_000 },
          withdrawal: { limit: 0, windowMs: 1000 },
          postback: { limit: 0, windowMs: 1000 },
        },
      },
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await infra?.cleanup();
  });

  const newAddress = () => `203.0.113.${nextAddress++}`;
  const register = (from: string, username: string) =>
    fetch(`${gateway.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ username }),
    });
  const createdBy = (prefix: string) => upstream.registered.filter((u) => u.startsWith(prefix)).length;

  it('does not count sign-ups the service refused (409 taken, 400 invalid): only created accounts use it up', async () => {
    const from = newAddress();
    expect((await register(from, 'a1-first')).status).toBe(200);
    expect((await register(from, 'taken')).status).toBe(409);
    expect((await register(from, 'a1 with space')).status).toBe(400);
    expect((await register(from, 'taken')).status).toBe(409);
    expect((await register(from, 'a1 again')).status).toBe(400);
    expect((await register(from, 'a1-second')).status).toBe(200);
    const limited = await register(from, 'a1-third');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts, try again in 1 minute' });
    expect(createdBy('a1-')).toBe(LIMIT);
    // throttled answers still count as they did: the address stays limited, refused or not
    expect((await register(from, 'taken')).status).toBe(429);
    expect(await infra.redis!.exists(`rl:register:ip:${from}`)).toBe(1);
  });

  it('still caps the accounts one address creates, however many sign-ups it sends at once', async () => {
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(from, `a2-burst-${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - LIMIT);
    expect(createdBy('a2-')).toBe(LIMIT);
    expect((await register(from, 'a2-later')).status).toBe(429);
  });

  it('keeps counting a sign-up whose client hung up before the answer (it may well have created the account)', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      // sends the request and closes the connection at once: the service still registers 'slow'
      await new Promise<void>((resolve) => {
        const body = JSON.stringify({ username: 'slow' });
        const req = httpRequest(`${gateway.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': from },
        });
        req.on('error', () => resolve());
        req.end(body, () => setTimeout(() => {
          req.destroy();
          resolve();
        }, 100));
      });
    }
    await new Promise((r) => setTimeout(r, 800));
    expect(upstream.registered.filter((u) => u === 'slow')).toHaveLength(LIMIT);
    expect((await register(from, 'a3-next')).status).toBe(429);
  });
});
