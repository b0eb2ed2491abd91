import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { serveSessions, startGateway } from './support/gateway.js';
import { startUpstream, type FakeUpstream, type SeenRequest } from './support/upstreams.js';

/**
 * Games requests go to one replica per session, so that the replica's per-player hints (the nonce it
 * expects, the last balance) keep saving round trips; different sessions still spread over the replicas,
 * and a session whose replica is down is served by another.
 */
describe('games requests, sticky by session', () => {
  let infra: TestInfrastructure;
  let gateway: RunningTestService;
  let others: FakeUpstream[];
  let games: [FakeUpstream, FakeUpstream];

  beforeAll(async () => {
    infra = await distributedTestInfrastructure();
    serveSessions(infra.bus);
    await infra.bus.start();
    others = await Promise.all(['auth', 'wallet', 'chat', 'admin'].map((n) => startUpstream(n)));
    games = [await startUpstream('games1'), await startUpstream('games2')];
    const [auth, wallet, chat, admin] = others.map((u) => [u.url]);
    gateway = await startGateway(infra, { auth: auth!, wallet: wallet!, chat: chat!, admin: admin!, games: games.map((g) => g.url) });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...(others ?? []), ...(games ?? [])].map((u) => u.close()));
    await infra?.cleanup();
  });

  const replicaFor = async (token: string) => {
    const res = await fetch(`${gateway.url}/api/games/stats`, { headers: { cookie: `sid=${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as SeenRequest).replica;
  };

  it('sends every request of a session to the same replica, and spreads sessions over both', async () => {
    const chosen = new Map<string, string>();
    for (let i = 0; i < 12; i++) {
      const token = `player-${i}`;
      const replicas = new Set([await replicaFor(token), await replicaFor(token), await replicaFor(token)]);
      expect(replicas.size).toBe(1);
      chosen.set(token, [...replicas][0]!);
    }
    expect(new Set(chosen.values())).toEqual(new Set(['games1', 'games2']));
  });

  it('serves a session on the other replica when its own is down', async () => {
    let token = '';
    for (let i = 0; !token; i++) if ((await replicaFor(`moving-${i}`)) === 'games1') token = `moving-${i}`;
    await games[0].close();
    expect(await replicaFor(token)).toBe('games2');
    expect(await replicaFor(token)).toBe('games2');
  });
});
