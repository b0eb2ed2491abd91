import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectAfterServerDisconnect, serverDisconnectDelay } from '../../src/features/socket/reconnect-after-server-disconnect';
import type { AppSocket } from '../../src/features/socket/socket-context';

/**
 * What reconnectAfterServerDisconnect uses of a Socket.IO client socket: listeners, `active` (false once
 * the server disconnected it) and connect(), and the manager's reconnection settings (1 s to 5 s, ±50 %
 * by default).
 */
class FakeSocket {
  active = true;
  connects = 0;
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  readonly io = { reconnectionDelay: () => 1000, reconnectionDelayMax: () => 5000, randomizationFactor: () => 0.5 };

  on(event: string, listener: (...args: unknown[]) => void) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  connect() {
    this.connects++;
    this.active = true;
    return this;
  }

  /** what the client does: the event, then (for a disconnect) inactive unless it will reconnect itself */
  fire(event: 'connect' | 'session_revoked' | 'disconnect', arg?: unknown) {
    if (event === 'disconnect') this.active = arg === 'transport close';
    for (const listener of this.listeners.get(event) ?? []) listener(arg);
  }

  asSocket() {
    return this as unknown as AppSocket;
  }
}

describe('reconnecting after the server disconnected the socket', () => {
  let socket: FakeSocket;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    socket = new FakeSocket();
    stop = reconnectAfterServerDisconnect(socket.asSocket(), { random: () => 0.5, now: () => Date.now() });
    socket.fire('connect');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("connects again after 'io server disconnect' (a replica stopping), after the manager's reconnection delay", () => {
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(999);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);
  });

  it('waits longer after each disconnect in a row, up to the maximum, and starts over after a connection that lasted', () => {
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      socket.fire('disconnect', 'io server disconnect');
      const before = socket.connects;
      let waited = 0;
      while (socket.connects === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      socket.fire('connect'); // and the server drops it again at once
    }
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);

    vi.advanceTimersByTime(5000); // this connection lasted
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(1000);
    expect(socket.connects).toBe(6);
  });

  it('stays disconnected when the session was revoked (logout, password change, ban)', () => {
    socket.fire('session_revoked', { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' });
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
  });

  it('reconnects again once connected with a new session after a revocation', () => {
    socket.fire('session_revoked', { code: 'UNAUTHENTICATED', message: 'ended' });
    socket.fire('disconnect', 'io server disconnect');
    socket.connect(); // SocketProvider: still signed in, with a new session
    socket.fire('connect');
    vi.advanceTimersByTime(10_000);
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(1000);
    expect(socket.connects).toBe(2);
  });

  it("leaves the other disconnects to Socket.IO's own reconnection, and the page's own disconnect alone", () => {
    socket.fire('disconnect', 'transport close');
    socket.fire('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
  });

  it('cancels a reconnect still waiting when stopped (the user signed out) or when the session is revoked meanwhile', () => {
    socket.fire('disconnect', 'io server disconnect');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);

    stop = reconnectAfterServerDisconnect(socket.asSocket(), { random: () => 0.5 });
    socket.fire('disconnect', 'io server disconnect');
    socket.fire('session_revoked', { code: 'UNAUTHENTICATED', message: 'ended' });
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
  });
});

describe('serverDisconnectDelay', () => {
  const manager = new FakeSocket().io as unknown as AppSocket['io'];

  it('spreads the delay by the randomization factor, never past the maximum', () => {
    expect([0, 0.5, 0.999].map((r) => serverDisconnectDelay(manager, 0, () => r))).toEqual([500, 1000, 1499]);
    expect(serverDisconnectDelay(manager, 3, () => 0)).toBe(2500);
    expect(serverDisconnectDelay(manager, 3, () => 0.999)).toBe(5000);
    expect(serverDisconnectDelay(manager, 1000, () => 0.5)).toBe(5000);
  });
});
