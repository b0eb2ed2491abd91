import { describe, expect, it } from 'vitest';
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
});
