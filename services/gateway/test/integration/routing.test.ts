import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { INDEX_HTML, serveSessions, startGateway } from './support/gateway.js';
import { deadUrl, hungUrl, startUpstream, type FakeUpstream, type SeenRequest } from './support/upstreams.js';

describe('gateway routing and upstreams', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let upstreams: Record<'auth' | 'wallet1' | 'wallet2' | 'games' | 'chat' | 'admin', FakeUpstream>;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    serveSessions(infra.bus);
    await infra.bus.start();
    const [auth, wallet1, wallet2, games, chat, admin] = await Promise.all(['auth', 'wallet1', 'wallet2', 'games', 'chat', 'admin'].map((n) => startUpstream(n)));
    upstreams = { auth: auth!, wallet1: wallet1!, wallet2: wallet2!, games: games!, chat: chat!, admin: admin! };
    gateway = await startGateway(
      infra,
      {
        auth: [upstreams.auth.url],
        wallet: [upstreams.wallet1.url, upstreams.wallet2.url],
        // a replica that is down, listed first: every request must still be answered by the live one
        games: [await deadUrl(), upstreams.games.url],
        chat: [upstreams.chat.url],
        // localhost resolves to 127.0.0.1 (listening) and possibly ::1 (refused): both spread over and skipped
        admin: [`dns://localhost:${new URL(upstreams.admin.url).port}`],
      },
      { upstreamTimeoutMs: 500 },
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(Object.values(upstreams ?? {}).map((u) => u.close()));
    await infra?.cleanup();
  });

  /** Another gateway, in front of these wallet replicas and this file's other upstreams. */
  const gatewayOverWallets = (wallets: FakeUpstream[], overrides: Parameters<typeof startGateway>[2]) =>
    startGateway(infra, { auth: [upstreams.auth.url], wallet: wallets.map((w) => w.url), games: [upstreams.games.url], chat: [upstreams.chat.url], admin: [upstreams.admin.url] }, overrides);

  const getJson = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${gateway.url}${path}`, init);
    return { status: res.status, headers: res.headers, body: (await res.json()) as SeenRequest & { code?: string; message?: string } };
  };

  it.each([
    ['/api/auth/user', 'auth'],
    ['/api/signup-bonus', 'auth'],
    ['/api/user/stats', 'wallet'],
    ['/api/daily-bonus/status', 'wallet'],
    ['/api/daily-challenges', 'wallet'],
    ['/api/referral/stats', 'wallet'],
    ['/api/leaderboard', 'wallet'],
    ['/api/ogads/offers', 'wallet'],
    ['/api/offers/postback/ogads', 'wallet'],
    ['/api/withdrawal/history', 'wallet'],
    ['/api/automated-withdrawal/history', 'wallet'],
    ['/api/games/stats', 'games'],
    ['/api/chat/history', 'chat'],
    ['/api/notifications', 'chat'],
    ['/api/public/recent-activity', 'chat'],
    ['/api/admin/stats', 'admin'],
    ['/api/installer/status', 'admin'],
    ['/api/public/stats', 'admin'],
  ])('forwards %s to the %s service, path and query unchanged', async (path, service) => {
    const { status, body } = await getJson(`${path}?x=1`);
    expect(status).toBe(200);
    expect(body.replica.replace(/\d$/, '')).toBe(service);
    expect(body.url).toBe(`${path}?x=1`);
  });

  it('matches prefixes on whole path segments only: /api/userx is no /api/user', async () => {
    const { status, body } = await getJson('/api/userx/stats');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NOT_FOUND' });
    expect(upstreams.wallet1.seen.concat(upstreams.wallet2.seen).some((r) => r.url.startsWith('/api/userx'))).toBe(false);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const { status, headers, body } = await getJson('/api/nothing-here');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('spreads requests round-robin over the replicas of a service', async () => {
    const replicas: string[] = [];
    for (let i = 0; i < 6; i++) replicas.push((await getJson('/api/user/stats')).body.replica);
    expect(new Set(replicas)).toEqual(new Set(['wallet1', 'wallet2']));
    for (let i = 1; i < replicas.length; i++) expect(replicas[i]).not.toBe(replicas[i - 1]);
  });

  it('skips a replica that refuses connections, retrying the request (body included) on a live one', async () => {
    for (let i = 0; i < 4; i++) {
      const { status, body } = await getJson('/api/games/dice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ betAmount: 10 + i }) });
      expect(status).toBe(200);
      expect(body.replica).toBe('games');
      expect(body.body).toEqual({ betAmount: 10 + i });
    }
  });

  it('reaches every address of a dns:// upstream name, skipping the ones that refuse', async () => {
    for (let i = 0; i < 4; i++) expect((await getJson('/api/admin/stats')).body.replica).toBe('admin');
  });

  it('answers 504 TIMEOUT when the service does not answer in time', async () => {
    const { status, body } = await getJson('/api/games/slow');
    expect(status).toBe(504);
    expect(body).toMatchObject({ code: 'TIMEOUT' });
  });

  it('stops the upstream request when the client goes away before the answer', async () => {
    await expect(fetch(`${gateway.url}/api/games/slow?client=leaves`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    // well before the gateway's own 500 ms deadline would cut it
    await expect.poll(() => upstreams.games.abandoned, { timeout: 300 }).toContain('/api/games/slow?client=leaves');
  });

  it("passes the service's status, repeated headers and a streamed body through unchanged", async () => {
    const res = await fetch(`${gateway.url}/api/games/big`);
    expect(res.status).toBe(207);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body.length).toBe(16 * 64 * 1024);
    expect(body.replaceAll('x', '')).toBe('');
  });

  it('answers 502 BAD_GATEWAY when no replica of the service can be reached', async () => {
    const lonely = await startGateway(infra, {
      auth: [await deadUrl()],
      wallet: [await deadUrl(), await deadUrl()],
      games: [upstreams.games.url],
      chat: [upstreams.chat.url],
      admin: [upstreams.admin.url],
    });
    try {
      const res = await fetch(`${lonely.url}/api/user/stats`);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'BAD_GATEWAY' });
    } finally {
      await lonely.close();
    }
  });

  it('sets x-request-id (keeping a sane incoming one) and the x-forwarded headers', async () => {
    const kept = await getJson('/api/user/stats', { headers: { 'x-request-id': 'trace-0123456789' } });
    expect(kept.body.headers['x-request-id']).toBe('trace-0123456789');
    expect(kept.headers.get('x-request-id')).toBe('trace-0123456789');
    expect(kept.body.identity?.requestId).toBe('trace-0123456789');

    const replaced = await getJson('/api/user/stats', { headers: { 'x-request-id': 'bad id\twith spaces', 'x-forwarded-for': '6.6.6.6' } });
    expect(replaced.body.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // TRUST_PROXY is off: a client's own X-Forwarded-For is not believed
    expect(replaced.body.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(replaced.body.identity?.ip).toBe('127.0.0.1');
    expect(replaced.body.headers['x-forwarded-proto']).toBe('http');
    expect(replaced.body.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('serves index.html for any page path, but never for /api paths', async () => {
    const page = await fetch(`${gateway.url}/some/page`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(INDEX_HTML);

    const api = await fetch(`${gateway.url}/api/x`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves hashed assets with a long immutable cache, and a missing asset is a 404 (not the page)', async () => {
    const asset = await fetch(`${gateway.url}/assets/app-abc12345.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${gateway.url}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/assets/gone-12345678.js`)).status).toBe(404);
  });

  it('says the web app is not built when there is no web/dist', async () => {
    const bare = await startGateway(
      infra,
      { auth: [upstreams.auth.url], wallet: [upstreams.wallet1.url], games: [upstreams.games.url], chat: [upstreams.chat.url], admin: [upstreams.admin.url] },
      { webDist: '/nonexistent/web/dist' },
    );
    try {
      const res = await fetch(`${bare.url}/`);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });

  it('is ready while its bus answers (naming its Redis too), and /readyz/services is ready when a replica of every service is', async () => {
    const res = await fetch(`${gateway.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { bus: true, redis: true } });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const system = await fetch(`${gateway.url}/readyz/services`);
    expect(system.status).toBe(200);
    expect(await system.json()).toEqual({ status: 'ready', services: { auth: true, wallet: true, games: true, chat: true, admin: true } });
  });

  it('stays ready when every replica of one service is down (the others still serve), and /readyz/services names it (503)', async () => {
    const partial = await startGateway(infra, {
      auth: [upstreams.auth.url],
      wallet: [upstreams.wallet1.url],
      games: [upstreams.games.url],
      chat: [upstreams.chat.url],
      admin: [await deadUrl()],
    });
    try {
      expect((await fetch(`${partial.url}/readyz`)).status).toBe(200);
      const res = await fetch(`${partial.url}/readyz/services`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not ready', services: { admin: false, auth: true, wallet: true } });
    } finally {
      await partial.close();
    }
  });

  it("counts a replica as down when its own /readyz fails (its database is down), though its process answers", async () => {
    const sick = await startUpstream('sick-wallet', { notReady: true });
    const partial = await startGateway(infra, { auth: [upstreams.auth.url], wallet: [sick.url], games: [upstreams.games.url], chat: [upstreams.chat.url], admin: [upstreams.admin.url] });
    try {
      expect((await fetch(`${sick.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${partial.url}/readyz/services`)).json()).toMatchObject({ services: { wallet: false, auth: true } });
    } finally {
      await partial.close();
      await sick.close();
    }
  });

  it('sends a replica nothing while its /readyz says 503 (draining for a deploy), and traffic again once it is ready', async () => {
    const [a, b] = await Promise.all([startUpstream('wallet-a'), startUpstream('wallet-b')]);
    const checking = await gatewayOverWallets([a!, b!], { readinessCheckMs: 100 });
    const answeredBy = async (n: number) => {
      const replicas = new Set<string>();
      for (let i = 0; i < n; i++) replicas.add(((await (await fetch(`${checking.url}/api/user/stats`)).json()) as SeenRequest).replica);
      return replicas;
    };
    try {
      expect(await answeredBy(6)).toEqual(new Set(['wallet-a', 'wallet-b']));
      // the metric an operator watches (one process's registry: every gateway of this file adds to it)
      const notReadyWallets = async () => /gateway_upstream_replicas\{upstream="wallet",state="not_ready"\} (\d+)/.exec(await (await fetch(`${checking.url}/metrics`)).text())?.[1];
      expect(await notReadyWallets()).toBe('0');
      a!.setReady(false);
      await new Promise((r) => setTimeout(r, 400));
      expect(await answeredBy(10)).toEqual(new Set(['wallet-b']));
      expect(await notReadyWallets()).toBe('1');
      a!.setReady(true);
      await new Promise((r) => setTimeout(r, 400));
      expect(await answeredBy(6)).toEqual(new Set(['wallet-a', 'wallet-b']));
      expect(await notReadyWallets()).toBe('0');
    } finally {
      await checking.close();
      await Promise.all([a!.close(), b!.close()]);
    }
  });

  it("stops sending a replica requests as soon as one of its answers says `Connection: close` and its /readyz says 503, without waiting for the next round of checks", async () => {
    const [a, b] = await Promise.all([startUpstream('wallet-a'), startUpstream('wallet-b')]);
    // the timer's rounds are a minute apart: only the check an answer prompts can notice in time
    const checking = await gatewayOverWallets([a!, b!], { readinessCheckMs: 60_000 });
    const answeredBy = async () => ((await (await fetch(`${checking.url}/api/user/stats`)).json()) as SeenRequest).replica;
    try {
      a!.startDraining();
      // round-robin: one of the next two requests reaches the draining replica, and its answer says close
      const firstTwo = [await answeredBy(), await answeredBy()];
      expect(firstTwo).toContain('wallet-a');
      await new Promise((r) => setTimeout(r, 100));
      const next = await Promise.all(Array.from({ length: 10 }, answeredBy));
      expect(new Set(next)).toEqual(new Set(['wallet-b']));
    } finally {
      await checking.close();
      await Promise.all([a!.close(), b!.close()]);
    }
  });

  it('answers /metrics and /readyz/services only to callers on a private network that did not come through a proxy', async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(200);
    // behind a load balancer every visitor arrives from its private address, with the header it adds
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      for (const path of ['/metrics', '/readyz/services']) {
        const res = await fetch(`${gateway.url}${path}`, { headers: { [header]: '203.0.113.9' } });
        expect(res.status, `${path} with ${header}`).toBe(404);
      }
    }
  });

  it('rests a replica that let a request time out: the next requests go to the other one instead of waiting too', async () => {
    const hung = await hungUrl();
    const timing = await startGateway(
      infra,
      { auth: [upstreams.auth.url], wallet: [upstreams.wallet1.url], games: [hung.url, upstreams.games.url], chat: [upstreams.chat.url], admin: [upstreams.admin.url] },
      { upstreamTimeoutMs: 300, upstreamCooldownMs: 60_000 },
    );
    try {
      const statuses: number[] = [];
      // round-robin from the first replica listed: the hung one, then the live one, then the hung one again...
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${timing.url}/api/games/stats`)).status);
      expect(statuses).toEqual([504, 200, 200, 200]);
    } finally {
      await timing.close();
      await hung.close();
    }
  });
});
