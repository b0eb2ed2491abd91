import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { rawRequest, serveSessions, startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream } from './support/upstreams.js';

const FIVE_MB = 5 * 1024 * 1024;
const OFF = { limit: 0, windowMs: 1000 };

/** A gateway's options with no rate limit on but the per-caller API limit. */
const onlyTheApiLimit = (api: { limit: number; windowMs: number }) => ({ rateLimits: { login: OFF, register: OFF, forgotPassword: OFF, api, withdrawal: OFF, postback: OFF } });
const everyServiceAt = (url: string) => ({ auth: [url], wallet: [url], games: [url], chat: [url], admin: [url] });
const TWENTY_MIB = 20 * 1024 * 1024;

/**
 * Sends the head and the start of a body over a bare socket, never the rest, and collects what comes back
 * until the gateway closes the connection (or `waitMs` passes: then `closed` is false).
 */
function sendPartOfABody(url: string, head: string, bodyStart: string, waitMs: number): Promise<{ text: string; closed: boolean; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${bodyStart}`));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, ms: Date.now() - started });
    }, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true, ms: Date.now() - started });
    });
    socket.on('error', reject);
  });
}

describe('gateway protections', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let upstream: FakeUpstream;
  let host: string;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    const { sessions } = serveSessions(infra.bus);
    sessions.set('tok-alice', { userId: 'alice', sessionId: 's-alice' });
    sessions.set('tok-dave', { userId: 'dave', sessionId: 's-dave' });
    sessions.set('tok-erin', { userId: 'erin', sessionId: 's-erin' });
    sessions.set('tok-frank', { userId: 'frank', sessionId: 's-frank' });
    await infra.bus.start();
    upstream = await startUpstream('upstream');
    const all = [upstream.url];
    gateway = await startGateway(
      infra,
      { auth: all, wallet: all, games: all, chat: all, admin: all },
      {
        allowedOrigins: ['http://localhost:5173'],
        rateLimits: {
          login: { limit: 3, windowMs: 60_000 },
          register: { limit: 2, windowMs: 60_000 },
          forgotPassword: { limit: 2, windowMs: 60_000 },
          api: { limit: 1000, windowMs: 60_000 },
          withdrawal: { limit: 2, windowMs: 60_000 },
          postback: { limit: 3, windowMs: 60_000 },
        },
      },
    );
    host = new URL(gateway.url).host;
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await infra?.cleanup();
  });

  const post = (path: string, headers: Record<string, string> = {}, body = '{}') =>
    fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  describe('origin check', () => {
    it('refuses a cross-origin POST carrying the session cookie with 403 FOREIGN_ORIGIN', async () => {
      const res = await post('/api/games/dice', { cookie: 'sid=tok-alice', origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'FOREIGN_ORIGIN', message: 'Cross-origin request refused', requestId: expect.any(String) });
      expect(upstream.seen.some((r) => r.headers.origin === 'https://evil.example')).toBe(false);
    });

    it('refuses a cross-site POST without Origin when the browser says Sec-Fetch-Site: cross-site', async () => {
      expect((await post('/api/games/dice', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    });

    it('lets same-origin, explicitly allowed and origin-less (curl, server) POSTs through', async () => {
      expect((await post('/api/games/dice', { cookie: 'sid=tok-alice', origin: `http://${host}` })).status).toBe(200);
      expect((await post('/api/games/dice', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' })).status).toBe(200);
      expect((await post('/api/games/dice', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await post('/api/games/dice')).status).toBe(200);
    });

    it('does not check reads, and exempts offer postbacks (server-to-server)', async () => {
      expect((await fetch(`${gateway.url}/api/user/stats`, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
      expect((await post('/api/offers/postback/ogads', { origin: 'https://offers.example' })).status).toBe(200);
    });
  });

  describe('body size', () => {
    it('refuses a 5 MB body announced by Content-Length with 413, without reaching the service', async () => {
      const res = await rawRequest(`${gateway.url}/api/games/upload-cl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': FIVE_MB },
        body: Buffer.alloc(FIVE_MB, 'a'),
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(upstream.seen.some((r) => r.url === '/api/games/upload-cl')).toBe(false);
    });

    it('cuts a chunked body with 413 as soon as it grows past the limit, without reaching the service', async () => {
      const res = await rawRequest(`${gateway.url}/api/games/upload-chunked`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunks: { size: 64 * 1024, count: FIVE_MB / (64 * 1024) },
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(upstream.seen.some((r) => r.url === '/api/games/upload-chunked')).toBe(false);
    });

    it('answers 413 at once, and closes, for a body declared far beyond what it would read away, without waiting for it', async () => {
      const head = [`POST /api/auth/login HTTP/1.1`, `Host: ${host}`, 'Content-Type: application/json', 'Content-Length: 99999999999'].join('\r\n');
      const answer = await sendPartOfABody(gateway.url, head, '{}', 5000);
      expect(answer.closed).toBe(true);
      expect(answer.ms).toBeLessThan(2000);
      const [headers, body] = answer.text.split('\r\n\r\n');
      expect(headers).toMatch(/^HTTP\/1\.1 413 /);
      expect(headers).toMatch(/^connection: close$/im);
      expect(headers).toMatch(/^content-type: application\/json/im);
      expect(JSON.parse(body!)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(upstream.seen.some((r) => r.url === '/api/auth/login')).toBe(false);
    });

    it('answers a 20 MiB body announced by Content-Length with a JSON 413, not a reset', async () => {
      const res = await rawRequest(`${gateway.url}/api/chat/upload-20mib`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': TWENTY_MIB },
        body: Buffer.alloc(TWENTY_MIB, 'a'),
      });
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(upstream.seen.some((r) => r.url === '/api/chat/upload-20mib')).toBe(false);
    });

    it('answers 413 to a chunked body that keeps coming past what it reads away, instead of resetting the connection', async () => {
      const res = await rawRequest(`${gateway.url}/api/games/upload-chunked-20mib`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunks: { size: 64 * 1024, count: TWENTY_MIB / (64 * 1024) },
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('forwards a chunked body under the limit whole', async () => {
      // under the service's own JSON limit (100 kB) too
      const payload = JSON.stringify({ text: 'x'.repeat(60_000) });
      const res = await rawRequest(`${gateway.url}/api/chat/send`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: Buffer.from(payload) });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).body).toEqual(JSON.parse(payload));
    });
  });

  it('passes malformed JSON to the service, which answers 400', async () => {
    const res = await post('/api/games/dice', {}, '{"betAmount": 10,');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Malformed JSON in request body' });
  });

  describe('rate limits', () => {
    it('limits failed logins per address: after N failures the next attempt gets 429 with Retry-After, counted in Redis', async () => {
      // successful logins do not count
      for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', {}, JSON.stringify({ username: 'alice', password: 'right' }))).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', {}, JSON.stringify({ username: 'alice', password: 'wrong' }))).status).toBe(401);
      const limited = await post('/api/auth/login', {}, JSON.stringify({ username: 'alice', password: 'right' }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts, try again in 1 minute' });
      // the same route spelled differently is the same limit (Express routes case-insensitively)
      expect((await post('/API/Auth/Login/', {}, JSON.stringify({ username: 'alice', password: 'wrong' }))).status).toBe(429);
      expect(await infra.redis!.exists('rl:login:ip:127.0.0.1')).toBe(1);
    });

    it('limits registrations (accounts made) and forgot-password requests (every attempt) per address', async () => {
      for (let i = 0; i < 2; i++) expect((await post('/api/auth/register')).status).toBe(200);
      expect((await post('/api/auth/register')).status).toBe(429);
      for (let i = 0; i < 2; i++) expect((await post('/api/auth/forgot-password')).status).toBe(200);
      expect((await post('/api/auth/forgot-password')).status).toBe(429);
    });

    it('limits withdrawal requests per signed-in user, both kinds together; other calls and other players go on', async () => {
      const asAlice = { cookie: 'sid=tok-alice' };
      expect((await post('/api/withdrawal/request', asAlice)).status).toBe(200);
      expect((await post('/api/automated-withdrawal/request', asAlice)).status).toBe(200);
      const limited = await post('/api/Withdrawal/Request/', asAlice);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await post('/api/automated-withdrawal/request', asAlice)).status).toBe(429);
      expect((await fetch(`${gateway.url}/api/withdrawal/history`, { headers: asAlice })).status).toBe(200);
      expect((await post('/api/games/dice', asAlice)).status).toBe(200);
      expect((await post('/api/withdrawal/request', { cookie: 'sid=tok-dave' })).status).toBe(200);
      expect(await infra.redis!.exists('rl:withdrawal:user:alice')).toBe(1);
    });

    it('does not count withdrawal requests the wallet refused (a bad field): only requests it took use the limit up', async () => {
      const asErin = { cookie: 'sid=tok-erin' };
      const refused = JSON.stringify({ amount: 'bad' });
      for (let i = 0; i < 3; i++) expect((await post('/api/withdrawal/request', asErin, refused)).status).toBe(400);
      expect((await post('/api/automated-withdrawal/request', asErin, refused)).status).toBe(400);
      expect((await post('/api/withdrawal/request', asErin)).status).toBe(200);
      expect((await post('/api/automated-withdrawal/request', asErin)).status).toBe(200);
      expect((await post('/api/withdrawal/request', asErin)).status).toBe(429);
      // a throttled request is not uncounted, refused or not
      expect((await post('/api/withdrawal/request', asErin, refused)).status).toBe(429);
    });

    it("limits failed offer postbacks per address, whatever the method; a network's good postbacks never count", async () => {
      for (let i = 0; i < 5; i++) expect((await post('/api/offers/postback/ogads')).status).toBe(200);
      expect((await fetch(`${gateway.url}/api/offers/postback/forged?sub1=x`)).status).toBe(403);
      for (let i = 0; i < 2; i++) expect((await post('/api/offers/postback/forged')).status).toBe(403);
      const limited = await fetch(`${gateway.url}/api/offers/postback/forged?sub1=x`);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await post('/api/offers/postback/ogads')).status).toBe(429);
      expect(await infra.redis!.exists('rl:postback:ip:127.0.0.1')).toBe(1);
    });

    it('limits API requests per signed-in user, not per address: other players on the same address go on', async () => {
      // counted in memory (the embedded mode's store), apart from the counts of the gateway above
      const strict = await startGateway({ ...infra, redis: null }, everyServiceAt(upstream.url), onlyTheApiLimit({ limit: 5, windowMs: 60_000 }));
      try {
        const as = (cookie?: string) => fetch(`${strict.url}/api/user/stats`, { headers: cookie ? { cookie } : {} });
        for (let i = 0; i < 5; i++) expect((await as('sid=tok-dave')).status).toBe(200);
        const limited = await as('sid=tok-dave');
        expect(limited.status).toBe(429);
        expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect((await as('sid=tok-alice')).status).toBe(200);
        expect((await as()).status).toBe(200);
      } finally {
        await strict.close();
      }
    });

    it('limits API requests per user across gateway replicas: each hears the others\' counts through Redis', async () => {
      const options = onlyTheApiLimit({ limit: 6, windowMs: 60_000 });
      const [first, second] = [await startGateway(infra, everyServiceAt(upstream.url), options), await startGateway(infra, everyServiceAt(upstream.url), options)];
      try {
        const as = (replica: RunningTestService) => fetch(`${replica.url}/api/user/stats`, { headers: { cookie: 'sid=tok-frank' } });
        for (let i = 0; i < 4; i++) expect((await as(first!)).status).toBe(200);
        await new Promise((r) => setTimeout(r, 300)); // the first replica's counts reach Redis
        expect((await as(second!)).status).toBe(200); // 5 of 6
        await new Promise((r) => setTimeout(r, 300)); // and the second's: Redis says 5
        expect((await as(second!)).status).toBe(200); // 6 of 6
        const limited = await as(second!);
        expect(limited.status).toBe(429);
        expect(limited.headers.get('ratelimit')).toMatch(/^limit=6, remaining=0, reset=\d+$/);
        expect(Number(await infra.redis!.get('rl:api:user:frank'))).toBeGreaterThanOrEqual(5);
      } finally {
        await first?.close();
        await second?.close();
      }
    });
  });

  it('sends Helmet headers with a CSP the app works under (no upgrade-insecure-requests over http)', async () => {
    const res = await fetch(`${gateway.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      // the daily bonus's confetti draws in a worker built from a blob: URL (audit finding 1)
      "worker-src 'self' blob:",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self' ws: wss:",
      'frame-src https:',
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${gateway.url}/api/user/stats`)).headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
