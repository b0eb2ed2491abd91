import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServers } from '@app/platform/testing';
import { type SiteClient, waitFor } from '../support/http-client.js';
import { startFaultProduct, type FaultProduct } from './faults/support/fault-product.js';
import { registerPlayers, sleep, type Player } from './faults/support/storm.js';

interface Listener {
  player: Player;
  userId: string;
  socket: Socket;
  /** the chat replica that holds this socket ('chat-1' or 'chat-2'), from that replica's own log */
  replica: string;
  messages: { message: string; username: string }[];
  gameResults: { activity: { id: string } }[];
  onlineCounts: number[];
  authSuccesses: { userId: string }[];
}

const REPLICA_PROBE = 'replica-probe';

// Realtime through the gateway with two chat replicas and Redis: sockets spread over both replicas,
// and what one replica's client does reaches the other's, once. The chat rules hold on both paths.
describe('realtime through the gateway (two chat replicas, Redis)', () => {
  let product: FaultProduct;
  const listeners: Listener[] = [];

  beforeAll(async () => {
    product = await startFaultProduct({ natsUrl: testServers.natsUrl, redisUrl: testServers.redisUrl, chat: 2 });
  });
  afterAll(async () => {
    for (const l of listeners) l.socket.disconnect();
    await product?.stop();
  });

  const userIdOf = async (client: SiteClient) => (await client.get('/api/auth/user')).body.id as string;

  async function verify(player: Player): Promise<string> {
    const id = await userIdOf(player.client);
    const res = await product.admin.post(`/api/admin/users/${id}/verify-email`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  }

  /**
   * Which replica holds a socket: the socket sends `auth` naming a user that is not its own; the replica
   * that holds it logs a warning with the socket's id (the same id on both ends), in its own log file.
   */
  async function replicaOf(socket: Socket): Promise<string> {
    socket.emit('auth', { userId: REPLICA_PROBE });
    return waitFor(
      async () => {
        for (const name of ['chat-1', 'chat-2']) {
          const log = readFileSync(join(product.dataDir, 'logs', `${name}.log`), 'utf8');
          if (log.includes(`"socketId":"${socket.id}"`)) return name;
        }
        return null;
      },
      5_000,
      `the replica log line of socket ${socket.id}`,
    );
  }

  async function listen(player: Player, userId: string): Promise<Listener> {
    const socket = io(product.url, { path: '/ws', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: player.client.cookieHeader, origin: product.url } });
    const l: Listener = { player, userId, socket, replica: '', messages: [], gameResults: [], onlineCounts: [], authSuccesses: [] };
    socket.on('message', (m) => l.messages.push(m));
    socket.on('game_result', (r) => l.gameResults.push(r));
    socket.on('online_count', (c) => l.onlineCounts.push(c.count));
    socket.on('auth_success', (a) => l.authSuccesses.push(a));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
    l.replica = await replicaOf(socket);
    return l;
  }

  const send = (socket: Socket, message: string) =>
    new Promise<any>((resolve) => {
      socket.emit('chat_message', { message }, (ack: unknown) => resolve(ack));
    });

  const onOtherReplica = (of: Listener) => listeners.find((l) => l.replica !== of.replica)!;

  it('puts the sockets of several users on both chat replicas', async () => {
    // the gateway places each session by a hash of its token: 8 of them all land on one replica once in
    // 128 runs, so up to two more groups of 8 join until both replicas hold some (all 24 on one: 1 in 8 million)
    for (let group = 0; group < 3 && new Set(listeners.map((l) => l.replica)).size < 2; group++) {
      const players = await registerPlayers(product.url, 8, `rt${group}`);
      listeners.push(...(await Promise.all(players.map(async (p) => listen(p, await verify(p))))));
    }
    const byReplica = new Map<string, number>();
    for (const l of listeners) byReplica.set(l.replica, (byReplica.get(l.replica) ?? 0) + 1);
    expect([...byReplica.keys()].sort(), `sockets per replica ${JSON.stringify([...byReplica])}`).toEqual(['chat-1', 'chat-2']);
  });

  it('delivers a message sent on one replica to a client on the other within a second', async () => {
    const sender = listeners[0]!;
    const receiver = onOtherReplica(sender);
    const text = `across replicas ${Date.now()}`;
    const sentAt = Date.now();
    const ack = await send(sender.socket, text);
    expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true, duplicate: false });
    await waitFor(async () => receiver.messages.some((m) => m.message === text), 1_000, 'the message on the other replica');
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    for (const l of listeners) await waitFor(async () => l.messages.some((m) => m.message === text), 2_000, `the message at ${l.player.username}`);
    for (const l of listeners) expect(l.messages.filter((m) => m.message === text)).toHaveLength(1);
  });

  it('emits exactly one game_result per connected client for a game played', async () => {
    const res = await listeners[1]!.player.client.post('/api/games/dice', { betAmount: 1, prediction: 'over' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const roundId: string = res.body.roundId;
    for (const l of listeners) await waitFor(async () => l.gameResults.some((r) => r.activity.id === roundId), 5_000, `game_result at ${l.player.username}`);
    await sleep(1_500); // a duplicate would come right after
    for (const l of listeners) expect(l.gameResults.filter((r) => r.activity.id === roundId), `${l.player.username} on ${l.replica}`).toHaveLength(1);
  });

  it('tells clients on both replicas the same online_count', async () => {
    const expected = new Set(listeners.map((l) => l.userId)).size;
    const lastCounts = () => listeners.map((l) => `${l.replica}:${l.onlineCounts.at(-1)}`);
    await waitFor(async () => listeners.every((l) => l.onlineCounts.at(-1) === expected), 5_000, `online_count ${expected} everywhere, got ${lastCounts()}`);
    const seen = (replica: string) => listeners.filter((l) => l.replica === replica).map((l) => l.onlineCounts.at(-1));
    expect(seen('chat-1')).toContain(expected);
    expect(seen('chat-2')).toContain(expected);
  });

  it("does not let a socket that claims another user's id in auth post as that user", async () => {
    const impostor = listeners[2]!;
    const victim = listeners.find((l) => l !== impostor && l.replica === impostor.replica) ?? listeners[3]!;
    const receiver = onOtherReplica(impostor);
    impostor.socket.emit('auth', { userId: victim.userId, username: victim.player.username });
    await sleep(500);
    expect(impostor.authSuccesses.filter((a) => a.userId === victim.userId)).toEqual([]);
    const text = `who am i ${Date.now()}`;
    const ack = await send(impostor.socket, text);
    expect(ack.ok).toBe(true);
    await waitFor(async () => receiver.messages.some((m) => m.message === text), 2_000, 'the impostor line');
    expect(receiver.messages.find((m) => m.message === text)!.username).toBe(impostor.player.username);
  });

  it('refuses chat from an unverified user by socket and by POST /api/chat/send', async () => {
    const [unverified] = await registerPlayers(product.url, 1, 'unv');
    const socketOwner = await listen(unverified!, await userIdOf(unverified!.client));
    try {
      const text = `unverified ${Date.now()}`;
      const ack = await send(socketOwner.socket, text);
      expect(ack).toMatchObject({ ok: false, code: 'EMAIL_NOT_VERIFIED' });
      const posted = await unverified!.client.post('/api/chat/send', { message: `${text} http` });
      expect(posted.status).toBe(403);
      expect(posted.body.code).toBe('EMAIL_NOT_VERIFIED');
      await sleep(1_000);
      for (const l of listeners) expect(l.messages.filter((m) => m.message.startsWith(text))).toEqual([]);
    } finally {
      socketOwner.socket.disconnect();
    }
  });

  it('refuses a 501-character message on both paths', async () => {
    const writer = listeners[3]!;
    const long = 'x'.repeat(501);
    const posted = await writer.player.client.post('/api/chat/send', { message: long });
    expect(posted.status).toBe(400);
    const ack = await send(writer.socket, long);
    expect(ack).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    await sleep(1_000);
    for (const l of listeners) expect(l.messages.filter((m) => m.message === long)).toEqual([]);
  });

  it('delivers the same message sent twice within a second once', async () => {
    const writer = listeners[4]!;
    const text = `twice ${Date.now()}`;
    const [first, second] = [await send(writer.socket, text), await send(writer.socket, text)];
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(second).toMatchObject({ ok: true, duplicate: true });
    const third = await writer.player.client.post('/api/chat/send', { message: text });
    expect(third.status).toBe(200);
    expect(third.body.duplicate).toBe(true);
    for (const l of listeners) await waitFor(async () => l.messages.some((m) => m.message === text), 2_000, `the line at ${l.player.username}`);
    await sleep(1_000);
    for (const l of listeners) expect(l.messages.filter((m) => m.message === text), `${l.player.username} on ${l.replica}`).toHaveLength(1);
  });

  it('returns a message with HTML as the same literal text', async () => {
    const writer = listeners[5]!;
    const receiver = onOtherReplica(writer);
    const html = `<img src=x onerror="alert(1)"><b>bold</b> & <script>x()</script> ${Date.now()}`;
    const posted = await writer.player.client.post('/api/chat/send', { message: html });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.message.message).toBe(html);
    await waitFor(async () => receiver.messages.some((m) => m.message === html), 2_000, 'the HTML line, literal');
    const history = await receiver.player.client.get('/api/chat/history');
    expect(JSON.stringify(history.body)).toContain(JSON.stringify(html).slice(1, -1));
  });

  // last: it logs players out
  it('closes the sockets of a logged-out session on either replica within a second, telling the client why', async () => {
    const first = listeners[6]!;
    const second = listeners.find((l, i) => i > 6 && l.replica !== first.replica) ?? onOtherReplica(first);
    const leaving = [first, second];
    expect(new Set(leaving.map((l) => l.replica)).size).toBe(2);
    const ends = leaving.map(
      (l) =>
        new Promise<{ at: number; revoked: boolean }>((resolve) => {
          let revoked = false;
          l.socket.once('session_revoked', () => (revoked = true));
          l.socket.once('disconnect', () => resolve({ at: Date.now(), revoked }));
        }),
    );
    const answeredAt: number[] = [];
    for (const l of leaving) {
      expect((await l.player.client.post('/api/auth/logout')).status).toBe(200);
      answeredAt.push(Date.now());
    }
    const closed = await Promise.race([Promise.all(ends), sleep(5_000).then(() => null)]);
    expect(closed, 'both sockets closed').not.toBeNull();
    closed!.forEach((end, i) => {
      expect(end.revoked).toBe(true);
      expect(end.at - answeredAt[i]!).toBeLessThan(1_000);
    });
    for (const l of leaving) expect((await l.player.client.get('/api/auth/user')).status).toBe(401);
    const stayed = listeners.find((l) => !leaving.includes(l))!;
    expect(stayed.socket.connected).toBe(true);
  });
});
