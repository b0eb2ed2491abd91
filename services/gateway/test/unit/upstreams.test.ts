import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { parseUpstreamEntry } from '../../src/domain/upstream-spec.js';
import { loadGatewayConfig } from '../../src/env.js';
import { UpstreamPool } from '../../src/upstreams/upstream-pool.js';

const logger = pino({ level: 'silent' });

describe('upstream entries', () => {
  it('reads fixed URLs and dns:// names', () => {
    expect(parseUpstreamEntry('http://wallet:4002')).toEqual({ kind: 'url', url: 'http://wallet:4002' });
    expect(parseUpstreamEntry('dns://games:4003')).toEqual({ kind: 'dns', host: 'games', port: 4003 });
  });

  it('refuses what it cannot route to', () => {
    for (const bad of ['wallet:4002', 'ftp://x:1', 'http://x:1/path', 'dns://games', 'https://x:1']) expect(() => parseUpstreamEntry(bad)).toThrow();
  });
});

describe('gateway configuration', () => {
  it('has working defaults', () => {
    const config = loadGatewayConfig({});
    expect(config.upstreams.auth).toEqual(['http://127.0.0.1:4001']);
    expect(config.upstreams.admin).toEqual(['http://127.0.0.1:4005']);
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.upstreamTimeoutMs).toBe(30_000);
    expect(config.sessionCacheMs).toBe(20_000);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits.login).toEqual({ limit: 20, windowMs: 900_000 });
    expect(config.rateLimits.api).toEqual({ limit: 1200, windowMs: 60_000 });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('reads comma lists, TRUST_PROXY forms and 0 as "limit off"', () => {
    const config = loadGatewayConfig({ GAMES_URLS: 'http://g1:4003, dns://games:4003', TRUST_PROXY: 'loopback, 10.0.0.0/8', API_RATE_LIMIT: '0', ALLOWED_ORIGINS: 'http://localhost:5173' });
    expect(config.upstreams.games).toEqual(['http://g1:4003', 'dns://games:4003']);
    expect(config.trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(config.rateLimits.api.limit).toBe(0);
    expect(config.allowedOrigins).toEqual(['http://localhost:5173']);
    expect(loadGatewayConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('stops start-up naming a bad variable', () => {
    expect(() => loadGatewayConfig({ WALLET_URLS: 'wallet:4002' })).toThrow(/WALLET_URLS/);
    expect(() => loadGatewayConfig({ BODY_LIMIT_BYTES: 'lots' })).toThrow(/BODY_LIMIT_BYTES/);
  });
});

describe('UpstreamPool', () => {
  const pools: UpstreamPool[] = [];
  const pool = (entries: string[], resolveAll?: (host: string) => Promise<string[]>) => {
    const p = new UpstreamPool('games', entries, { cooldownMs: 60_000, dnsRefreshMs: 60_000, idleSocketMs: 1000, logger, resolveAll });
    pools.push(p);
    return p;
  };
  afterEach(() => pools.splice(0).forEach((p) => p.stop()));

  it('spreads over every address of a dns:// name and the fixed URLs', async () => {
    const p = pool(['http://10.0.0.9:4003', 'dns://games:4003'], async () => ['10.0.0.2', '10.0.0.1', 'fd00::1']);
    await p.start();
    expect(p.replicas()).toEqual(['http://10.0.0.9:4003', 'http://10.0.0.1:4003', 'http://10.0.0.2:4003', 'http://[fd00::1]:4003']);
    const picked = Array.from({ length: 4 }, () => p.pick(new Set()));
    expect(new Set(picked).size).toBe(4);
  });

  it('keeps the last good addresses when a DNS refresh fails', async () => {
    let fail = false;
    const p = pool(['dns://games:4003'], async () => {
      if (fail) throw new Error('SERVFAIL');
      return ['10.0.0.1'];
    });
    await p.start();
    fail = true;
    await p.refresh();
    expect(p.replicas()).toEqual(['http://10.0.0.1:4003']);
  });

  it('skips a replica that refused a connection', () => {
    const p = pool(['http://a:1', 'http://b:1']);
    p.rest('http://a:1', 'refused a connection');
    expect(Array.from({ length: 4 }, () => p.pick(new Set()))).toEqual(Array(4).fill('http://b:1'));
  });

  describe('readiness checks', () => {
    const ready = new Map<string, boolean>();
    const checked = (entries: string[]) => {
      const p = new UpstreamPool('games', entries, { cooldownMs: 60_000, dnsRefreshMs: 60_000, idleSocketMs: 1000, logger, probeReadiness: async (r) => ready.get(r) ?? true });
      pools.push(p);
      return p;
    };
    afterEach(() => ready.clear());
    const picks = (p: UpstreamPool, n = 6, sticky?: string) => new Set(Array.from({ length: n }, () => p.pick(new Set(), sticky)));

    it('sends a replica that said it is not ready nothing until a check says it is again', async () => {
      const p = checked(['http://a:1', 'http://b:1']);
      ready.set('http://a:1', false);
      await p.checkReadiness();
      expect(picks(p)).toEqual(new Set(['http://b:1']));
      ready.set('http://a:1', true);
      await p.checkReadiness();
      expect(picks(p)).toEqual(new Set(['http://a:1', 'http://b:1']));
    });

    it('moves a sticky key off its replica while that one is not ready, and back after', async () => {
      const p = checked(['http://a:1', 'http://b:1', 'http://c:1']);
      const home = p.pick(new Set(), 'session-token')!;
      ready.set(home, false);
      await p.checkReadiness();
      const away = picks(p, 5, 'session-token');
      expect(away.size).toBe(1);
      expect(away.has(home)).toBe(false);
      ready.set(home, true);
      await p.checkReadiness();
      expect(p.pick(new Set(), 'session-token')).toBe(home);
    });

    it("counts each replica's answer as it comes: one slow to answer does not keep a draining one in use", async () => {
      let answerB: (ready: boolean) => void = () => undefined;
      const p = new UpstreamPool('games', ['http://a:1', 'http://b:1'], {
        cooldownMs: 60_000,
        dnsRefreshMs: 60_000,
        idleSocketMs: 1000,
        logger,
        probeReadiness: (r) => (r === 'http://a:1' ? Promise.resolve(false) : new Promise((resolve) => (answerB = resolve))),
      });
      pools.push(p);
      const round = p.checkReadiness();
      await new Promise((r) => setImmediate(r));
      expect(picks(p)).toEqual(new Set(['http://b:1']));
      answerB(true);
      await round;
    });

    it("checks a replica at once when its answer says `Connection: close` (a draining one's first sign), at most every 200 ms", async () => {
      const probed: string[] = [];
      const p = new UpstreamPool('games', ['http://a:1', 'http://b:1'], {
        cooldownMs: 60_000,
        dnsRefreshMs: 60_000,
        idleSocketMs: 1000,
        logger,
        // the timer's own round is far off: only the prompted check can notice
        readinessCheckMs: 60_000,
        probeReadiness: async (r) => {
          probed.push(r);
          return r !== 'http://a:1';
        },
      });
      pools.push(p);
      p.saidConnectionClose('http://a:1');
      p.saidConnectionClose('http://a:1');
      await new Promise((r) => setImmediate(r));
      expect(probed).toEqual(['http://a:1']);
      expect(picks(p)).toEqual(new Set(['http://b:1']));
      await new Promise((r) => setTimeout(r, 220));
      p.saidConnectionClose('http://a:1');
      expect(probed).toEqual(['http://a:1', 'http://a:1']);
    });

    it('checks nothing on `Connection: close` where readiness is not checked at all (the embedded mode)', async () => {
      const probed: string[] = [];
      const p = new UpstreamPool('games', ['http://a:1'], { cooldownMs: 60_000, dnsRefreshMs: 60_000, idleSocketMs: 1000, logger, probeReadiness: async (r) => (probed.push(r), false) });
      pools.push(p);
      p.saidConnectionClose('http://a:1');
      await new Promise((r) => setImmediate(r));
      expect(probed).toEqual([]);
    });

    it('still sends requests when no replica is ready: each answers for itself (503 with its reason)', async () => {
      const p = checked(['http://a:1', 'http://b:1']);
      ready.set('http://a:1', false);
      ready.set('http://b:1', false);
      await p.checkReadiness();
      expect(p.pick(new Set())).not.toBeNull();
    });
  });

  it('sends one sticky key to the same replica every time', () => {
    const p = pool(['http://a:1', 'http://b:1', 'http://c:1']);
    const first = p.pick(new Set(), 'session-token');
    for (let i = 0; i < 5; i++) expect(p.pick(new Set(), 'session-token')).toBe(first);
  });
});
