import { describe, expect, it, vi } from 'vitest';
import { SESSION_REVOKED_CHANNEL } from '@app/contracts';
import { MemoryBus } from '@app/platform';
import { pino } from 'pino';
import { SessionRevocations, type RevocableSocket } from '../../src/realtime/session-revocations.js';

class FakeSocket implements RevocableSocket {
  readonly events: string[] = [];
  connected = true;
  constructor(
    readonly data: { sessionId: string | null },
    private readonly onDisconnect: (socket: FakeSocket) => void = () => undefined,
  ) {}
  emit(event: string) {
    this.events.push(event);
    return true;
  }
  disconnect() {
    this.events.push('disconnect');
    this.connected = false;
    this.onDisconnect(this);
    return this;
  }
}

const logger = pino({ level: 'silent' });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('SessionRevocations', () => {
  it('on session.revoked, tells and disconnects every socket of those sessions and no other', async () => {
    const bus = new MemoryBus(logger);
    const revocations = new SessionRevocations(bus, logger);
    const s1a = new FakeSocket({ sessionId: 's1' }, (s) => revocations.untrack(s));
    const s1b = new FakeSocket({ sessionId: 's1' }, (s) => revocations.untrack(s));
    const s2 = new FakeSocket({ sessionId: 's2' });
    const visitor = new FakeSocket({ sessionId: null });
    for (const s of [s1a, s1b, s2, visitor]) expect(revocations.track(s)).toBe(true);

    bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: ['s1', 'unknown'] });
    await flush();

    expect(s1a.events).toEqual(['session_revoked', 'disconnect']);
    expect(s1b.events).toEqual(['session_revoked', 'disconnect']);
    expect(s2.connected && visitor.connected).toBe(true);
    expect(revocations.trackedSockets).toBe(1); // s2; visitors are not indexed
    expect(revocations.isRevoked('s1')).toBe(true);
    expect(revocations.isRevoked('s2')).toBe(false);
    expect(revocations.isRevoked(null)).toBe(false);
  });

  it('disconnects at once a socket of a session revoked before it was tracked (handshake crossed the broadcast)', () => {
    const revocations = new SessionRevocations(new MemoryBus(logger), logger);
    revocations.revoke(['late']);
    const socket = new FakeSocket({ sessionId: 'late' });
    expect(revocations.track(socket)).toBe(false);
    expect(socket.events).toEqual(['session_revoked', 'disconnect']);
    expect(revocations.trackedSockets).toBe(0);
  });

  it('forgets revoked ids after rememberMs, and the oldest beyond rememberMax', () => {
    let now = 1_000;
    const revocations = new SessionRevocations(new MemoryBus(logger), logger, { rememberMs: 100, rememberMax: 2, now: () => now });
    revocations.revoke(['a']);
    now += 50;
    revocations.revoke(['b', 'c']);
    expect(revocations.isRevoked('a')).toBe(false); // over the bound: the oldest went first
    expect(revocations.isRevoked('b') && revocations.isRevoked('c')).toBe(true);
    now += 100;
    expect(revocations.isRevoked('b') || revocations.isRevoked('c')).toBe(false);
  });

  it('ignores a malformed broadcast', async () => {
    const bus = new MemoryBus(logger);
    const revocations = new SessionRevocations(bus, logger);
    const socket = new FakeSocket({ sessionId: 's1' });
    revocations.track(socket);
    bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: 's1' });
    await flush();
    expect(socket.connected).toBe(true);
  });

  describe('after a gap in the broadcasts (the bus connection dropped and came back)', () => {
    /** The bus of a replica whose connection dropped: `gap()` says so, as the NATS bus does; auth answers from `live`. */
    function replicaAfterAGap(live: () => Promise<string[]>) {
      const bus = new MemoryBus(logger);
      const gapHandlers: (() => void)[] = [];
      bus.onBroadcastGap = (handler) => void gapHandlers.push(handler);
      const asked: string[][] = [];
      bus.serve('auth.v1.sessions.live', async ({ sessionIds }) => {
        asked.push(sessionIds);
        return { live: (await live()).filter((id) => sessionIds.includes(id)) };
      });
      const revocations = new SessionRevocations(bus, logger, { recheckDelayMs: 5, retryDelayMs: 5 });
      const track = (sessionId: string | null) => {
        const socket = new FakeSocket({ sessionId }, (s) => revocations.untrack(s));
        revocations.track(socket);
        return socket;
      };
      return { revocations, track, asked, gap: () => gapHandlers.forEach((handler) => handler()) };
    }

    it('asks auth which of its sessions are still live, and ends the sockets of the others as a broadcast would', async () => {
      const replica = replicaAfterAGap(async () => ['kept']);
      const [kept, ended, visitor] = [replica.track('kept'), replica.track('ended'), replica.track(null)];
      replica.gap();
      await vi.waitFor(() => expect(ended.connected).toBe(false));
      expect(ended.events).toEqual(['session_revoked', 'disconnect']);
      expect(kept.connected && visitor.connected).toBe(true);
      expect(replica.asked).toEqual([['kept', 'ended']]);
      expect(replica.revocations.isRevoked('ended')).toBe(true);
    });

    it('closes every signed-in socket, without saying its session ended, when auth cannot say which are live', async () => {
      const replica = replicaAfterAGap(() => Promise.reject(new Error('auth is down')));
      const [signedIn, visitor] = [replica.track('s1'), replica.track(null)];
      replica.gap();
      await vi.waitFor(() => expect(signedIn.connected).toBe(false));
      expect(signedIn.events).toEqual(['disconnect']);
      expect(replica.asked).toHaveLength(3);
      expect(visitor.connected).toBe(true);
      expect(replica.revocations.isRevoked('s1')).toBe(false); // it reconnects through the gateway, which resolves it afresh
    });
  });
});
