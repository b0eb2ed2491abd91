import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REVOKED_CHANNEL, type ChatMessageAck, type ErrorBody, type GetChatHistoryResponse, type GetRecentActivityResponse, type PostChatSendResponse, type RainJoinAck } from '@app/contracts';
import { openSqlSession, requireDatabase, type SqlSession } from '@app/platform';
import { embeddedTestInfrastructure, startTestService, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { walletService } from '@app/wallet';
import { buildChatService, chatService } from '../../src/app.js';
import { FAST, FakeAuth, betSettled, connectClient, emitWithAck, envelope, eventually, http, record, sleep, type ChatClient } from './support.js';

// The embedded mode: one process, PGlite, the in-process bus, in-memory socket adapter, presence and limits.
describe('chat in the embedded mode', () => {
  let infra: TestInfrastructure;
  let chat: RunningTestService;
  let wallet: RunningTestService;
  let sql: SqlSession;
  const auth = new FakeAuth();
  const clients: ChatClient[] = [];
  const client = async (userId: string | null) => {
    const socket = await connectClient(chat.url, userId);
    clients.push(socket);
    return socket;
  };

  beforeAll(async () => {
    infra = await embeddedTestInfrastructure([chatService, walletService]);
    auth.serve(infra.bus);
    wallet = await startTestService(walletService, infra);
    chat = await startTestService({ ...chatService, build: (i) => buildChatService(i, { ...FAST, rateLimit: { limit: 3, windowMs: 10_000 } }) }, infra);
    await infra.bus.start();
    sql = await openSqlSession(requireDatabase(infra));
  });

  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await sql?.close();
    await chat?.close();
    await wallet?.close();
    await infra?.cleanup();
  });

  it('delivers messages, counts online users, suppresses duplicates and rate-limits in memory', async () => {
    const [alice, bob] = [auth.add({ username: 'alice' }), auth.add({ username: 'bob' })];
    const sender = await client(alice.id);
    const receiver = record(await client(bob.id));
    await client(null);

    await eventually(() => receiver.last('online_count')?.count === 2, 5000, 'online_count 2');
    // a double Enter: the same text twice at once
    const acks = await Promise.all([0, 1].map(() => emitWithAck<ChatMessageAck>(sender, 'chat_message', { message: '<i>hi</i>' })));
    await eventually(() => receiver.of('message').length === 1, 5000, 'message');

    const [ack, dup] = acks[0]!.ok && !acks[0]!.duplicate ? acks : [acks[1], acks[0]];
    expect(ack).toMatchObject({ ok: true, duplicate: false, message: { username: 'alice', message: '<i>hi</i>' } });
    expect(dup).toEqual({ ok: true, duplicate: true });
    const history = await http<GetChatHistoryResponse>(`${chat.url}/api/chat/history`, 'GET', null);
    expect(history.body.at(-1)).toMatchObject({ username: 'alice', message: '<i>hi</i>', type: 'message' });

    const more = [];
    for (const text of ['two', 'three', 'four']) more.push(await http<PostChatSendResponse | ErrorBody>(`${chat.url}/api/chat/send`, 'POST', alice.id, { message: text }));
    expect(more.map((r) => r.status)).toEqual([200, 200, 429]);
  });

  it('disconnects the socket of a session revoked on the in-process bus, and only that one', async () => {
    const user = auth.add();
    const ended = await connectClient(chat.url, user.id, { sessionId: 'embedded-ended' });
    const kept = await connectClient(chat.url, user.id, { sessionId: 'embedded-kept' });
    clients.push(ended, kept);
    infra.bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: ['embedded-ended'] });
    await eventually(() => !ended.connected, 1000, 'the revoked session’s socket disconnected');
    expect(record(ended).of('session_revoked')).toHaveLength(1);
    await sleep(100);
    expect(kept.connected).toBe(true);
  });

  it('reports the sockets it holds on /metrics, as they connect and leave', async () => {
    const connected = async () => {
      const text = await (await fetch(`${chat.url}/metrics`)).text();
      return Number(/^chat_sockets_connected (\d+)$/m.exec(text)?.[1]);
    };
    // the sockets of the tests before have been closed by the clients; the server hears it shortly after
    await eventually(async () => (await connected()) === 0, 5000, 'no sockets left from earlier tests');
    const [player, visitor] = [await client(auth.add().id), await client(null)];
    await client(auth.add().id);
    expect(await connected()).toBe(3);
    player.disconnect();
    visitor.disconnect();
    await eventually(async () => (await connected()) === 1, 5000, 'one socket left');
  });

  it('feeds a settled bet to every client once and to the public recent activity', async () => {
    const logs = [record(await client(auth.add().id)), record(await client(null))];
    const bet = betSettled({ game: 'blackjack', stake: 40, payout: 100, multiplier: 2.5, username: 'dealer_beater' });

    await infra.bus.publish(envelope('games.bet.settled', bet));
    await eventually(() => logs.every((l) => l.of('game_result').length === 1), 5000, 'game_result');
    await sleep(200);

    for (const log of logs) expect(log.of('game_result')).toEqual([{ activity: expect.objectContaining({ id: bet.roundId, type: 'blackjack', amount: 60 }) }]);
    expect((await http<GetRecentActivityResponse>(`${chat.url}/api/public/recent-activity`, 'GET', null)).body[0]).toMatchObject({ id: bet.roundId, type: 'blackjack' });
  });

  it('runs a rain end to end: 3 players share 10 points as 3 each, the 1 left over is not paid', async () => {
    const admin = auth.add({ isAdmin: true });
    const players = [auth.add(), auth.add(), auth.add()];
    for (const p of players) {
      await infra.bus.publish(envelope('auth.user.registered', { userId: p.id, username: p.username, email: p.email, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString() }));
    }
    const sockets = await Promise.all(players.map((p) => client(p.id)));
    const logs = sockets.map(record);

    const started = await infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 10, durationMs: 8000 });
    const rainId = started.rain.rainId;
    await eventually(() => logs.every((l) => l.last('rain_start')?.rainId === rainId), 5000, 'rain_start');
    expect(await Promise.all(sockets.map((s) => emitWithAck<RainJoinAck>(s, 'rain_join')))).toEqual(players.map(() => ({ ok: true, rainId, alreadyJoined: false })));
    await expect(infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 5 })).rejects.toMatchObject({ code: 'CONFLICT' });

    await eventually(() => logs.every((l) => l.last('rain_end')?.rainId === rainId), 20_000, 'rain_end');
    expect(logs[0]!.last('rain_end')).toEqual({ rainId, amount: 10, participants: 3, share: 3 });
    const credits = await sql.query<{ userId: string; amount: number }>(`SELECT "userId", "amount" FROM "wallet"."ledger_entries" WHERE "type" = 'rain'`);
    expect(credits.map((c) => c.amount)).toEqual([3, 3, 3]);
    expect(new Set(credits.map((c) => c.userId))).toEqual(new Set(players.map((p) => p.id)));
    for (const log of logs) await eventually(() => log.of('notification').some((n) => n.type === 'rain' && n.amount === 3), 5000, 'rain notification');
  });
});
