import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../support/http-client.js';
import { spreadOverChatReplicas } from './support/chat-spread.js';
import { faultStage } from './support/fault-stage.js';
import { registerPlayers, sleep, type Player } from './support/storm.js';

// A rolling deploy of chat: one of two replicas gets SIGTERM while players' sockets are spread over both.
// Its sockets are closed once it has drained; the browsers' Socket.IO clients reconnect on their own, and
// the gateway, whose readiness check has seen the replica go, sends them to the one still running. Chat
// goes on for everyone: a line said afterwards reaches every player, once.

interface Client {
  player: Player;
  socket: Socket;
  disconnects: number;
  lines: string[];
}

describe('a chat replica stopped for a deploy (SIGTERM) while players are connected', () => {
  const stage = faultStage({ chat: 2 });
  const clients: Client[] = [];
  afterAll(() => {
    for (const c of clients) c.socket.disconnect();
  });

  it('moves its sockets to the other replica, and every player still hears every line once', async () => {
    const { product } = stage;
    const connect = async (player: Player) => {
      // as the web app does: reconnect by itself, quickly at first
      const socket = io(product.url, { path: '/ws', transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1_000, extraHeaders: { cookie: player.client.cookieHeader, origin: product.url } });
      const client: Client = { player, socket, disconnects: 0, lines: [] };
      socket.on('disconnect', () => client.disconnects++);
      socket.on('message', (m: { message: string }) => client.lines.push(m.message));
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    };
    // sockets on both replicas (the gateway places each by its session), so that chat-1 has some to move
    const spread = await spreadOverChatReplicas(product, async () => {
      for (const player of await registerPlayers(product.url, 8, `roll${clients.length}`)) await connect(player);
    });
    expect(spread['chat-1'], `sockets per chat replica ${JSON.stringify(spread)}`).toBeGreaterThan(0);
    const speaker = clients[0]!;
    const id = (await speaker.player.client.get('/api/auth/user')).body.id as string;
    expect((await product.admin.post(`/api/admin/users/${id}/verify-email`)).status).toBe(200);

    const proc = product.cluster.processes.find((p) => p.spec.name === 'chat-1')!;
    const exited = new Promise<number | null>((resolve) => proc.child!.once('exit', (code) => resolve(code)));
    await product.cluster.stopProcess('chat-1');
    expect(await exited, "chat-1's exit code").toBe(0);

    // the sockets it held (sticky by session: some of the eight) were closed, and have come back
    const moved = clients.filter((c) => c.disconnects > 0);
    expect(moved.length, 'sockets chat-1 held').toBeGreaterThan(0);
    await waitFor(async () => clients.every((c) => c.socket.connected), 15_000, 'every socket connected again');

    const line = `after the deploy ${Date.now()}`;
    const ack = await new Promise<{ ok: boolean }>((resolve) => speaker.socket.emit('chat_message', { message: line }, resolve));
    expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
    for (const c of clients) await waitFor(async () => c.lines.includes(line), 5_000, `the line at ${c.player.username}`);
    await sleep(500); // a duplicate would come right after
    for (const c of clients) expect(c.lines.filter((l) => l === line), c.player.username).toHaveLength(1);

    product.cluster.startProcess('chat-1');
    await product.cluster.waitReady(60_000);
  });
});
