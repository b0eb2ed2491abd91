import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, EventEnvelope, GetChatHistoryResponse, GetChatRainResponse, GetNotificationsResponse, PostChatRainJoinResponse, RainJoinAck, UserFacts } from '@app/contracts';
import { NatsBus, openSqlSession, requireDatabase, type SqlSession } from '@app/platform';
import { distributedTestInfrastructure, startTestService, testServers, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { walletService } from '@app/wallet';
import { chatService, type ChatServiceOptions } from '../../src/app.js';
import { FakeAuth, connectClient, emitWithAck, envelope, eventually, http, interceptCredits, record, sleep, startReplica, type ChatClient, type Replica } from './support.js';

/**
 * Rains that players join during a test open for a minute, and the test ends the window itself once
 * the joins are done (endWindowNow), so a busy machine cannot make the joins miss it.
 */
const LONG_RAIN_MS = 60_000;
/** Rains that end by their own timer (the shortest a rain may be). */
const RAIN_MS = 5000;

// Rains paid through the real wallet service, with two (or more) chat replicas sharing the work.
describe('rain', () => {
  let infra: TestInfrastructure;
  let wallet: RunningTestService;
  let sql: SqlSession;
  const auth = new FakeAuth();
  const replicas: Replica[] = [];
  const clients: ChatClient[] = [];

  const replica = async (options: ChatServiceOptions, wrap?: Parameters<typeof startReplica>[2]) => {
    const r = await startReplica(infra, options, wrap);
    replicas.push(r);
    return r;
  };
  const client = async (r: Replica, userId: string | null) => {
    const socket = await connectClient(r.url, userId);
    clients.push(socket);
    return socket;
  };

  /** Verified players with a wallet account (opened by the wallet from auth.user.registered). */
  const players = async (n: number): Promise<UserFacts[]> => {
    const users = Array.from({ length: n }, () => auth.add());
    for (const u of users) {
      await infra.bus.publish(
        envelope('auth.user.registered', { userId: u.id, username: u.username, email: u.email, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString() }),
      );
    }
    for (const u of users) await eventually(() => infra.bus.request('wallet.v1.account.get', { userId: u.id }).then(() => true, () => false), 10_000, 'wallet account');
    return users;
  };

  const rainCredits = (rainId: string) =>
    sql.query<{ userId: string; operationId: string; amount: number }>(
      `SELECT "userId", "operationId", "amount" FROM "wallet"."ledger_entries" WHERE "type" = 'rain' AND "operationId" LIKE $1`,
      [`rain:${rainId}:%`],
    );

  /** balance = sum(ledger) for each user (the wallet's invariant, checked after every scenario) */
  const expectBalancesEqualLedgers = async (users: UserFacts[]) => {
    const rows = await sql.query<{ balance: number; ledger: number }>(
      `SELECT a."points" - a."debt" AS "balance", (SELECT COALESCE(SUM(l."amount"), 0)::int FROM "wallet"."ledger_entries" l WHERE l."userId" = a."userId") AS "ledger"
       FROM "wallet"."accounts" a WHERE a."userId" = ANY($1::text[])`,
      [users.map((u) => u.id)],
    );
    expect(rows).toHaveLength(users.length);
    for (const row of rows) expect(row.balance).toBe(row.ledger);
  };

  /** Every participant credited exactly once with the share; the remainder paid to nobody. */
  const expectPaidOnce = async (rainId: string, users: UserFacts[], share: number) => {
    const credits = await rainCredits(rainId);
    expect(credits).toHaveLength(users.length);
    expect(new Set(credits.map((c) => c.userId))).toEqual(new Set(users.map((u) => u.id)));
    for (const c of credits) {
      expect(c.amount).toBe(share);
      expect(c.operationId).toBe(`rain:${rainId}:${c.userId}`);
    }
    const participants = await sql.query<{ paidAmount: number | null }>(`SELECT "paidAmount" FROM "chat"."rain_participants" WHERE "rainId" = $1::uuid`, [rainId]);
    expect(participants.map((p) => p.paidAmount)).toEqual(users.map(() => share));
    await expectBalancesEqualLedgers(users);
  };

  /** As the admin service does after its audit entry (POST /api/admin/rain): whichever replica takes the command. */
  const startRain = async (adminId: string, amount: number, durationMs = LONG_RAIN_MS) => {
    const started = await infra.bus.request('chat.v1.rain.start', { adminId, amount, durationMs });
    return started.rain.rainId;
  };

  /** Moves the end of the rain's window to now: the replicas' sweepers close it, as one whose timer was lost. */
  const endWindowNow = (rainId: string) => sql.query(`UPDATE "chat"."rains" SET "endsAt" = now() WHERE "id" = $1::uuid AND "status" = 'open'`, [rainId]);

  beforeAll(async () => {
    infra = await distributedTestInfrastructure([chatService, walletService]);
    auth.serve(infra.bus);
    wallet = await startTestService(walletService, infra);
    await infra.bus.start();
    sql = await openSqlSession(requireDatabase(infra));
  });

  afterEach(async () => {
    for (const socket of clients.splice(0)) socket.disconnect();
    for (const r of replicas.splice(0)) await r.stop();
  });

  afterAll(async () => {
    await sql?.close();
    await wallet?.close();
    await infra?.cleanup();
  });

  it('splits the pot equally among the 10 players who joined, keeps the remainder, credits each share once', async () => {
    const a = await replica({ replicaId: 'replica-a' });
    const b = await replica({ replicaId: 'replica-b' });
    const admin = auth.add({ isAdmin: true });
    const joiners = await players(10);
    const unverified = auth.add({ emailVerified: false });
    const watchers = [record(await client(a, null)), record(await client(b, null))];

    const sockets = await Promise.all(joiners.slice(5).map((p) => client(b, p.id)));
    const socketLogs = sockets.map(record);

    const rainId = await startRain(admin.id, 1005);
    await eventually(() => watchers.every((w) => w.last('rain_start')?.rainId === rainId), 5000, 'rain_start everywhere');
    expect(watchers[1]!.last('rain_start')).toMatchObject({ rainId, amount: 1005, duration: LONG_RAIN_MS });

    // half join over HTTP on A (twice: the second is a no-op), half by socket on B
    const httpJoins = await Promise.all(joiners.slice(0, 5).map((p) => http<PostChatRainJoinResponse>(`${a.url}/api/chat/rain/join`, 'POST', p.id)));
    const again = await http<PostChatRainJoinResponse>(`${a.url}/api/chat/rain/join`, 'POST', joiners[0]!.id);
    const socketJoins = await Promise.all(sockets.map((s) => emitWithAck<RainJoinAck>(s, 'rain_join')));
    const refused = await http<ErrorBody>(`${b.url}/api/chat/rain/join`, 'POST', unverified.id);

    expect(httpJoins.map((r) => r.body)).toEqual(joiners.slice(0, 5).map(() => ({ success: true, rainId, alreadyJoined: false })));
    expect(again.body).toEqual({ success: true, rainId, alreadyJoined: true });
    expect(socketJoins).toEqual(sockets.map(() => ({ ok: true, rainId, alreadyJoined: false })));
    expect(refused).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
    expect((await http<GetChatRainResponse>(`${b.url}/api/chat/rain`, 'GET', joiners[0]!.id)).body).toMatchObject({ joined: true, rain: { rainId, participants: 10 } });

    await endWindowNow(rainId);
    await eventually(() => watchers.every((w) => w.last('rain_end')?.rainId === rainId), 15_000, 'rain_end everywhere');
    // floor(1005 / 10) = 100 each; the 5 left over stay with the house
    expect(watchers.map((w) => w.of('rain_end').filter((e) => e.rainId === rainId))).toEqual(watchers.map(() => [{ rainId, amount: 1005, participants: 10, share: 100 }]));
    await expectPaidOnce(rainId, joiners, 100);
    expect((await rainCredits(rainId)).reduce((sum, c) => sum + c.amount, 0)).toBe(1000);

    for (const log of socketLogs) await eventually(() => log.of('notification').some((n) => n.type === 'rain' && n.amount === 100), 5000, 'live rain notification');
    for (const p of joiners) {
      const list = await http<GetNotificationsResponse>(`${a.url}/api/notifications`, 'GET', p.id);
      expect(list.body.notifications.filter((n) => n.type === 'rain')).toEqual([expect.objectContaining({ amount: 100, isRead: false })]);
    }
    const history = await http<GetChatHistoryResponse>(`${b.url}/api/chat/history`, 'GET', null);
    expect(history.body.map((m) => m.message)).toContain('The rain of 1,005 points ended: 10 players received 100 points each.');
    expect((await http<ErrorBody>(`${a.url}/api/chat/rain/join`, 'POST', joiners[0]!.id)).status).toBe(404);
  });

  it('pays exactly the players whose join was accepted when joins race the end of the window on both replicas', async () => {
    const a = await replica({ replicaId: 'replica-a' });
    const b = await replica({ replicaId: 'replica-b' });
    const admin = auth.add({ isAdmin: true });
    const joiners = await players(40);
    const watcher = record(await client(b, null));
    const rainId = await startRain(admin.id, 4000, 8000);
    const [rain] = await sql.query<{ endsAt: Date }>(`SELECT "endsAt" FROM "chat"."rains" WHERE "id" = $1::uuid`, [rainId]);

    const join = async (p: UserFacts) => {
      // several times, on both replicas at once
      const tries = await Promise.all([a, b, a].map((r) => http<{ alreadyJoined?: boolean; code?: string }>(`${r.url}/api/chat/rain/join`, 'POST', p.id)));
      return { player: p, accepted: tries.some((t) => t.status === 200), fresh: tries.filter((t) => t.status === 200 && t.body.alreadyJoined === false).length };
    };
    // 10 join early; 30 race the end, at moments spread over 1.5 s around it
    const early = await Promise.all(joiners.slice(0, 10).map(join));
    await sleep(rain!.endsAt.getTime() - Date.now() - 700);
    const racing = await Promise.all(joiners.slice(10).map((p, i) => sleep(i * 50).then(() => join(p))));
    const answers = [...early, ...racing];
    const accepted = answers.filter((x) => x.accepted).map((x) => x.player);
    expect(answers.every((x) => x.fresh === (x.accepted ? 1 : 0))).toBe(true); // one fresh join per player, the rest no-ops
    expect(early.every((x) => x.accepted)).toBe(true);
    expect(accepted.length).toBeLessThan(joiners.length); // the race really straddled the end: joins after it were refused

    await eventually(() => watcher.last('rain_end')?.rainId === rainId, 15_000, 'rain_end');
    const share = Math.floor(4000 / accepted.length);
    expect(watcher.last('rain_end')).toEqual({ rainId, amount: 4000, participants: accepted.length, share });
    await expectPaidOnce(rainId, accepted, share);
  });

  it('opens one rain at a time: concurrent starts spread over both replicas give one rain and CONFLICT for the rest; a retried command replays; no HTTP start bypasses the audit of the admin service', async () => {
    const a = await replica({ replicaId: 'replica-a' });
    const b = await replica({ replicaId: 'replica-b' });
    const admin = auth.add({ isAdmin: true });
    const player = auth.add();
    const watcher = record(await client(b, null));
    const ended = (rainId: string) => eventually(() => watcher.last('rain_end')?.rainId === rainId, RAIN_MS + 15_000, 'rain_end');

    // no HTTP way around the admin service's audit log: chat answers no POST /api/chat/rain
    expect((await http<ErrorBody>(`${a.url}/api/chat/rain`, 'POST', admin.id, { amount: 100 })).status).toBe(404);
    expect((await http<ErrorBody>(`${a.url}/api/chat/rain/join`, 'POST', player.id)).body).toMatchObject({ code: 'NOT_FOUND' });

    const starts = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(() => infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 50, durationMs: RAIN_MS })));
    const opened = starts.filter((s) => s.status === 'fulfilled');
    expect(opened).toHaveLength(1);
    for (const refused of starts.filter((s) => s.status === 'rejected')) expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: 'A rain is already in progress' });
    await expect(infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 10, operationId: 'op-while-open' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(infra.bus.request('chat.v1.rain.start', { adminId: player.id, amount: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await ended(opened[0]!.value.rain.rainId);
    const first = await infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 30, durationMs: RAIN_MS, operationId: 'op-1' });
    const retry = await infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 30, durationMs: RAIN_MS, operationId: 'op-1' });
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ rain: first.rain, replayed: true });
    await ended(first.rain.rainId);
  });

  it('starts one automatic rain across replicas when the settings enable it, and reports it on the bus', async () => {
    const a = await replica({ replicaId: 'replica-a' });
    const b = await replica({ replicaId: 'replica-b' });
    const watchers = [record(await client(a, null)), record(await client(b, null))];
    const reported: EventEnvelope<'chat.rain.started'>[] = [];
    const listener = await NatsBus.connect({ url: testServers.natsUrl, service: 'listener', logger: infra.logger, namespace: infra.namespace });
    listener.consume({ durable: 'test-rain-listener', types: ['chat.rain.started'], handle: async (e) => void reported.push(e) });
    await listener.start();

    await infra.bus.kv.put('rain_auto_amount', '77');
    await infra.bus.kv.put('rain_default_duration_ms', String(RAIN_MS));
    await infra.bus.kv.put('rain_auto_enabled', 'true');
    try {
      await eventually(() => watchers.every((w) => w.of('rain_start').some((r) => r.amount === 77)), 5000, 'automatic rain_start');
      const rainId = watchers[0]!.of('rain_start').find((r) => r.amount === 77)!.rainId;
      await eventually(() => watchers[0]!.last('rain_end')?.rainId === rainId, RAIN_MS + 15_000, 'automatic rain over');
      await sleep(1000); // both sweepers had time to start another one, if they wrongly would

      const auto = await sql.query<{ id: string }>(`SELECT "id" FROM "chat"."rains" WHERE "startedBy" = 'system'`);
      expect(auto).toEqual([{ id: rainId }]); // one per interval (60 minutes by default), not one per replica
      // Each socket heard of that one rain only. It may hear it twice (the greeting of a socket that just
      // connected can cross the broadcast of the start; the web client keeps one rain per rainId), so
      // the rule is one rainId, not one message.
      for (const w of watchers) expect(new Set(w.of('rain_start').filter((r) => r.amount === 77).map((r) => r.rainId))).toEqual(new Set([rainId]));
      await eventually(() => reported.some((e) => e.data.rainId === rainId), 5000, 'chat.rain.started relayed');
    } finally {
      await listener.close();
      await infra.bus.kv.put('rain_auto_enabled', 'false');
    }
  });

  it('loses no share when the replica that started a rain stops during its window: the other replica ends and pays it', async () => {
    const a = await replica({ replicaId: 'replica-a' });
    const b = await replica({ replicaId: 'replica-b' });
    const admin = auth.add({ isAdmin: true });
    const joiners = await players(10);
    const watcher = record(await client(b, null));

    const rainId = await startRain(admin.id, 999);
    await Promise.all(joiners.map((p) => http(`${b.url}/api/chat/rain/join`, 'POST', p.id)));
    await a.stop(); // its end timer goes with it
    await endWindowNow(rainId);

    await eventually(() => watcher.last('rain_end')?.rainId === rainId, 15_000, 'rain_end from replica B');
    expect(watcher.of('rain_end')).toEqual([{ rainId, amount: 999, participants: 10, share: 99 }]);
    await expectPaidOnce(rainId, joiners, 99);
    const [rain] = await sql.query<{ settlerId: string; status: string }>(`SELECT "settlerId", "status" FROM "chat"."rains" WHERE "id" = $1::uuid`, [rainId]);
    expect(rain).toEqual({ settlerId: 'replica-b', status: 'settled' });
  });

  it('pays none twice when a replica dies between the wallet credit and its record: another replica resumes after the lease lapses', async () => {
    let hung = 0;
    // Replica C "dies" right after the wallet committed its 4th and later credits: they are credited but never recorded.
    const c = await replica({ replicaId: 'replica-c', rainSettlerLeaseMs: 1500 }, (bus) =>
      interceptCredits(bus, async (forward, n) => {
        if (n <= 3) return forward();
        await forward();
        hung++;
        return new Promise(() => undefined);
      }),
    );
    const admin = auth.add({ isAdmin: true });
    const joiners = await players(10);

    const rainId = await startRain(admin.id, 1000);
    try {
      await Promise.all(joiners.map((p) => http(`${c.url}/api/chat/rain/join`, 'POST', p.id)));
      await endWindowNow(rainId);
      const recorded = () => sql.query(`SELECT 1 FROM "chat"."rain_participants" WHERE "rainId" = $1::uuid AND "paidAt" IS NOT NULL`, [rainId]);
      await eventually(async () => hung === 5 && (await recorded()).length === 3, 15_000, 'replica C stuck mid-settlement');
      expect(await rainCredits(rainId)).toHaveLength(8); // 3 recorded + 5 credited-but-unrecorded
    } finally {
      await c.crash();
    }

    const d = await replica({ replicaId: 'replica-d' });
    const watcher = record(await client(d, null));
    await eventually(() => watcher.last('rain_end')?.rainId === rainId, 15_000, 'rain settled by replica D');

    expect(watcher.last('rain_end')).toEqual({ rainId, amount: 1000, participants: 10, share: 100 });
    await expectPaidOnce(rainId, joiners, 100);
    const [rain] = await sql.query<{ settlerId: string }>(`SELECT "settlerId" FROM "chat"."rains" WHERE "id" = $1::uuid`, [rainId]);
    expect(rain?.settlerId).toBe('replica-d');
    const notified = await sql.query(`SELECT 1 FROM "chat"."notifications" WHERE "type" = 'rain' AND "dedupeKey" LIKE $1`, [`rain:${rainId}:%`]);
    expect(notified).toHaveLength(10);
  });

  it('hands the rest of a settlement to another replica at once when the paying replica is stopped gracefully', async () => {
    // A's wallet answers only once A has been asked to stop, and slowly then: the stop lands mid-batch.
    let inFlight = 0;
    let paidByA = 0;
    let stopAsked!: () => void;
    const stopRequested = new Promise<void>((resolve) => (stopAsked = resolve));
    const a = await replica({ replicaId: 'replica-a' }, (bus) =>
      interceptCredits(bus, async (forward) => {
        inFlight++;
        await stopRequested;
        await sleep(1000);
        paidByA++;
        return forward();
      }),
    );
    const admin = auth.add({ isAdmin: true });
    const joiners = await players(10);
    const rainId = await startRain(admin.id, 500);
    await Promise.all(joiners.map((p) => http(`${a.url}/api/chat/rain/join`, 'POST', p.id)));
    await endWindowNow(rainId);
    await eventually(() => inFlight > 0, 15_000, 'replica A paying');

    const b = await replica({ replicaId: 'replica-b', rainSettlerLeaseMs: 60_000 });
    const watcher = record(await client(b, null));
    const stoppedAt = Date.now();
    const stopping = a.stop(); // finishes its batch of 8, then releases the lease
    stopAsked();
    await stopping;
    expect(paidByA).toBe(8); // the batch in flight, and not the rest of the rain

    await eventually(() => watcher.last('rain_end')?.rainId === rainId, 15_000, 'rain settled by replica B');
    expect(Date.now() - stoppedAt).toBeLessThan(10_000); // well under B's 60 s lease: A handed it back
    expect(watcher.last('rain_end')).toEqual({ rainId, amount: 500, participants: 10, share: 50 });
    await expectPaidOnce(rainId, joiners, 50);
  });
});
