import { afterAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { waitFor, type SiteClient } from '../../support/http-client.js';
import { spreadOverChatReplicas } from './support/chat-spread.js';
import { ADMIN } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectBalancesMatchLedger } from './support/invariants.js';
import { registerPlayers, sleep, type Player } from './support/storm.js';

interface Listener {
  player: Player;
  socket: Socket;
  lines: string[];
}

/** A browser-like socket through the gateway: the player's session cookie and the site's Origin. */
async function connectThroughGateway(url: string, player: Player): Promise<Listener> {
  const socket = io(url, { path: '/ws', transports: ['websocket'], forceNew: true, extraHeaders: { cookie: player.client.cookieHeader, origin: url } });
  const lines: string[] = [];
  socket.on('message', (m: { message: string }) => lines.push(m.message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return { player, socket, lines };
}

/** Who the product says the cookie belongs to: the user, or refused with 401/503; never anyone else, never an admin. */
async function expectSameUserOrRefused(client: SiteClient, username: string): Promise<number> {
  const me = await client.get('/api/auth/user');
  if (me.status === 200) {
    expect(me.body.username, 'a session served as another user').toBe(username);
    expect(me.body.isAdmin).toBe(false);
  } else {
    expect([401, 503], `GET /api/auth/user answered ${me.status} ${JSON.stringify(me.body)}`).toContain(me.status);
  }
  const admin = await client.get('/api/admin/stats');
  expect([401, 403, 503], `a player's cookie on an admin endpoint answered ${admin.status}`).toContain(admin.status);
  return me.status;
}

// Fault 4: the Redis server (sessions, socket fan-out between chat replicas; a dedicated one without
// persistence, so a restart loses every key) restarts while clients are connected to two chat replicas.
describe('Redis restarted while two chat replicas have clients', () => {
  const stage = faultStage({ chat: 2 });
  const listeners: Listener[] = [];

  afterAll(async () => {
    for (const l of listeners) l.socket.disconnect();
  });

  async function say(text: string) {
    let sent = await stage.product.admin.post('/api/chat/send', { message: text });
    if (sent.status === 401) {
      // the admin's session was in the Redis that restarted empty: signing in again is the fail-closed path
      expect((await stage.product.admin.post('/api/auth/login', { username: ADMIN.username, password: ADMIN.password })).status).toBe(200);
      sent = await stage.product.admin.post('/api/chat/send', { message: text });
    }
    return sent;
  }

  it('resumes chat across replicas after the restart, and sessions are kept or refused, never confused', async () => {
    const { product, redis } = stage;
    const players: Player[] = [];
    // clients on both replicas (the gateway places each by its session), as each replica's /metrics counts them
    const spread = await spreadOverChatReplicas(product, async () => {
      const group = await registerPlayers(product.url, 4, `r${players.length}`);
      players.push(...group);
      for (const p of group) listeners.push(await connectThroughGateway(product.url, p));
    });
    expect(Object.values(spread).every((n) => n > 0), `sockets per chat replica ${JSON.stringify(spread)}`).toBe(true);
    const before = await say('before the restart');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    await waitFor(async () => listeners.every((l) => l.lines.includes('before the restart')), 15_000, 'every client to hear the first line');

    await redis.stop();
    // during the outage: each player's cookie is still that player, or refused; never someone else or an admin
    const duringStatuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const p of players) duringStatuses.push(await expectSameUserOrRefused(p.client, p.username));
      await sleep(500);
    }
    await redis.start();

    // after the restart: same rule for the cookies
    await sleep(1_500);
    for (const p of players) await expectSameUserOrRefused(p.client, p.username);

    // chat resumes: a line sent now reaches every client, on both replicas (the adapter resubscribed).
    // Each attempt is a new line (the chat drops a repeated one), spaced under the chat rate limit.
    let heard = false;
    for (let attempt = 0; attempt < 6 && !heard; attempt++) {
      const line = `after the restart #${attempt}`;
      const sent = await say(line);
      if (sent.status === 200) heard = await waitFor(async () => listeners.every((l) => l.lines.includes(line)), 4_000, line).then(() => true, () => false);
      else await sleep(2_000);
    }
    expect(heard, `lines heard by each client: ${JSON.stringify(listeners.map((l) => l.lines))}; cookie statuses during the outage ${duringStatuses}`).toBe(true);
    await expectBalancesMatchLedger(product.db);
  });
});
