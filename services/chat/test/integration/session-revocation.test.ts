import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REVOKED_CHANNEL, type ChatMessageAck, type GetChatHistoryResponse, type GetChatRainResponse, type SessionRevoked } from '@app/contracts';
import { distributedTestInfrastructure, type TestInfrastructure } from '@app/platform/testing';
import { chatService } from '../../src/app.js';
import type { Bus } from '@app/platform';
import { FakeAuth, connectClient, emitWithAck, eventually, http, record, sleep, startReplica, type ChatClient, type Replica } from './support.js';

// Auth announces every ended session (logout, password change or reset, ban) on the session.revoked
// broadcast. Each chat replica must disconnect the sockets it holds of those sessions: the sockets of one
// session may sit on both replicas, so a queue-group subscription (one replica acting) fails here.
/** A bus whose auth.v1.user.get requests wait while `gate.closed` is set (a slow auth), counting them. */
function gatedUserLookups(bus: Bus, gate: { closed: Promise<void> | null; waiting: number }): Bus {
  return new Proxy(bus, {
    get(target, prop) {
      if (prop === 'request') {
        return async (subject: string, payload: unknown, options?: unknown) => {
          if (subject === 'auth.v1.user.get' && gate.closed) {
            gate.waiting++;
            await gate.closed;
          }
          return (target.request as (...args: unknown[]) => Promise<unknown>)(subject, payload, options);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('chat sockets of revoked sessions (two replicas)', () => {
  let infra: TestInfrastructure;
  const gate: { closed: Promise<void> | null; waiting: number } = { closed: null, waiting: 0 };
  let a: Replica;
  let b: Replica;
  const auth = new FakeAuth();
  const clients: ChatClient[] = [];

  const client = async (replica: Replica, userId: string | null, sessionId?: string) => {
    const socket = await connectClient(replica.url, userId, sessionId ? { sessionId } : {});
    clients.push(socket);
    return socket;
  };

  /** Resolves with when and why the socket was disconnected. */
  const disconnection = (socket: ChatClient) =>
    new Promise<{ at: number; reason: string }>((resolve) => socket.once('disconnect', (reason) => resolve({ at: Date.now(), reason })));

  const revoke = (sessionIds: string[]) => infra.bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds } satisfies SessionRevoked);

  /** A new handshake with this identity: resolves 'connected' or the connect_error message. */
  const tryConnect = (replica: Replica, userId: string, sessionId: string) =>
    client(replica, userId, sessionId).then(
      () => 'connected',
      (err: Error) => err.message,
    );

  const notify = (userId: string) =>
    infra.bus.request('chat.v1.notification.create', { operationId: randomUUID(), userId, type: 'general', title: 'Private', message: `for ${userId}` });

  beforeAll(async () => {
    infra = await distributedTestInfrastructure([chatService]);
    auth.serve(infra.bus);
    await infra.bus.start();
    a = await startReplica(infra, undefined, (bus) => gatedUserLookups(bus, gate));
    b = await startReplica(infra);
  });

  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await infra?.cleanup();
  });

  it('disconnects every socket of a logged-out session on both replicas within a second, says why, and lets it back in on neither; another session of the same user stays', async () => {
    const alice = auth.add();
    const [loggedOut, other] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    const onA = await client(a, alice.id, loggedOut);
    const onB = await client(b, alice.id, loggedOut);
    const otherTab = await client(b, alice.id, other);
    // the session works before the logout
    expect(await emitWithAck<ChatMessageAck>(onA, 'chat_message', { message: 'before logout' })).toMatchObject({ ok: true });

    const closed = [disconnection(onA), disconnection(onB)];
    const revokedAt = Date.now();
    revoke([loggedOut]);
    const ends = await Promise.race([Promise.all(closed), sleep(5000).then(() => null)]);

    expect(ends, 'both sockets of the revoked session disconnected').not.toBeNull();
    for (const end of ends!) {
      expect(end.at - revokedAt).toBeLessThan(1000);
      // a server-side disconnect: the client does not reconnect by itself
      expect(end.reason).toBe('io server disconnect');
    }
    for (const socket of [onA, onB]) {
      expect(socket.connected).toBe(false);
      expect(record(socket).of('session_revoked')).toEqual([{ code: 'UNAUTHENTICATED', message: expect.any(String) }]);
    }

    // the revoked session cannot come back, even with an identity the gateway signed just now
    expect(await tryConnect(a, alice.id, loggedOut)).toBe('UNAUTHENTICATED');
    expect(await tryConnect(b, alice.id, loggedOut)).toBe('UNAUTHENTICATED');

    // the other session of the same user is untouched: connected, can send, hears its notifications
    await sleep(300);
    expect(otherTab.connected).toBe(true);
    expect(record(otherTab).of('session_revoked')).toEqual([]);
    expect(await emitWithAck<ChatMessageAck>(otherTab, 'chat_message', { message: 'from the other tab' })).toMatchObject({ ok: true, duplicate: false });
    await notify(alice.id);
    await eventually(() => record(otherTab).of('notification').length === 1, 5000, 'the notification on the other session');
    expect(record(onA).of('notification')).toEqual([]);
    expect(record(onB).of('notification')).toEqual([]);

    const history = await http<GetChatHistoryResponse>(`${a.url}/api/chat/history`, 'GET', null);
    const mine = history.body.filter((m) => m.username === alice.username).map((m) => m.message);
    expect(mine).toEqual(['before logout', 'from the other tab']);
  });

  it('disconnects all of a banned user’s sockets (the ban revokes every session) on both replicas; other users and visitors stay', async () => {
    const bob = auth.add();
    const carol = auth.add();
    const [s1, s2] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    const bobs = [await client(a, bob.id, s1), await client(b, bob.id, s1), await client(b, bob.id, s2)];
    const carols = await client(a, carol.id);
    const visitor = await client(b, null);

    const closed = bobs.map(disconnection);
    auth.users.set(bob.id, { ...bob, isBanned: true });
    const revokedAt = Date.now();
    revoke([s1, s2]);
    const ends = await Promise.race([Promise.all(closed), sleep(5000).then(() => null)]);

    expect(ends, 'every socket of the banned user disconnected').not.toBeNull();
    for (const end of ends!) expect(end.at - revokedAt).toBeLessThan(1000);
    for (const socket of bobs) expect(record(socket).of('session_revoked')).toHaveLength(1);

    await notify(bob.id);
    await notify(carol.id);
    await eventually(() => record(carols).of('notification').length === 1, 5000, 'carol’s notification');
    await sleep(200);
    for (const socket of bobs) expect(record(socket).of('notification')).toEqual([]);
    expect(carols.connected).toBe(true);
    expect(visitor.connected).toBe(true);
    expect(await emitWithAck<ChatMessageAck>(carols, 'chat_message', { message: 'still here' })).toMatchObject({ ok: true });
    expect(await tryConnect(a, bob.id, s2)).toBe('UNAUTHENTICATED');
  });

  it('stores nothing from a message or a rain join that was in flight (waiting for auth) when the session was revoked', async () => {
    const erin = auth.add();
    const admin = auth.add({ isAdmin: true });
    // a rain open past the end of this file, so that a join would be recorded (and nobody is paid)
    await infra.bus.request('chat.v1.rain.start', { adminId: admin.id, amount: 100, durationMs: 120_000 });
    const session = `s-${randomUUID()}`;
    const socket = await client(a, erin.id, session);
    let open!: () => void;
    gate.closed = new Promise<void>((resolve) => (open = resolve));
    gate.waiting = 0;
    const closed = disconnection(socket);
    try {
      socket.emit('chat_message', { message: 'slipped in after logout' });
      socket.emit('rain_join');
      // both wait on one lookup of the user (UserDirectory shares concurrent lookups)
      await eventually(() => gate.waiting === 1, 5000, 'the requests waiting for auth');
      await sleep(200);
      revoke([session]);
      await Promise.race([closed, sleep(5000)]);
      expect(socket.connected).toBe(false);
    } finally {
      gate.closed = null;
      open();
    }
    await sleep(500); // time for the requests to finish, were they to store anything
    const history = await http<GetChatHistoryResponse>(`${a.url}/api/chat/history`, 'GET', null);
    expect(history.body.map((m) => m.message)).not.toContain('slipped in after logout');
    const rain = await http<GetChatRainResponse>(`${a.url}/api/chat/rain`, 'GET', erin.id);
    expect(rain.body).toMatchObject({ rain: { amount: 100 }, joined: false });
  });

  it('refuses a handshake whose identity was signed before the revocation arrived but reaches the replica after it', async () => {
    const dave = auth.add();
    const session = `s-${randomUUID()}`;
    revoke([session]);
    // the broadcast reaches both replicas through NATS; wait until one refuses, then the other must too
    await eventually(async () => (await tryConnect(a, dave.id, session)) === 'UNAUTHENTICATED', 5000, 'replica A refuses');
    await eventually(async () => (await tryConnect(b, dave.id, session)) === 'UNAUTHENTICATED', 5000, 'replica B refuses');
  });
});
