import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryBus } from '@app/platform';
import { SESSION_REVOKED_CHANNEL } from '@app/contracts';
import { SessionResolver } from '../../src/identity/session-resolver.js';

const logger = pino({ level: 'silent' });
const alice = { userId: 'alice', sessionId: 's-alice', isAdmin: false };

/** auth's side, answering from `sessions` and counting the lookups; `hold` keeps answers back until released */
function fakeAuth(bus: MemoryBus) {
  const state = { lookups: 0, answered: 0, sessions: new Map([['t1', { ...alice }]]), held: [] as (() => void)[], hold: false };
  bus.serve('auth.v1.session.resolve', async ({ token }) => {
    state.lookups++;
    if (state.hold) await new Promise<void>((release) => state.held.push(release));
    state.answered++;
    return state.sessions.get(token) ?? null;
  });
  return state;
}

/**
 * The in-process bus, which never loses a broadcast, and a way to say that one may have been lost, as the
 * NATS bus does when its connection drops and comes back.
 */
function busWithGaps() {
  const bus = new MemoryBus(logger);
  const gapHandlers: (() => void)[] = [];
  bus.onBroadcastGap = (handler) => void gapHandlers.push(handler);
  return { bus, gap: () => gapHandlers.forEach((handler) => handler()) };
}

/** a resolver with a 2 s cache that has just resolved t1 (one lookup) */
async function resolvedOnce() {
  const { bus, gap } = busWithGaps();
  const auth = fakeAuth(bus);
  const resolver = new SessionResolver(bus, { cacheMs: 2000, cacheMax: 10, timeoutMs: 1000 }, logger);
  await resolver.resolve('t1');
  return { bus, gap, auth, resolver };
}

describe('SessionResolver', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('serves an answer past half its life at once and refreshes it in the background', async () => {
    const { auth, resolver } = await resolvedOnce();
    expect(await resolver.resolve('t1')).toEqual(alice);
    expect(auth.lookups).toBe(1);

    vi.setSystemTime(Date.now() + 900); // still young: no lookup
    expect(await resolver.resolve('t1')).toEqual(alice);
    expect(auth.lookups).toBe(1);

    vi.setSystemTime(Date.now() + 200); // past half its life: answered from the cache while auth is asked again
    auth.hold = true;
    auth.sessions.set('t1', { ...alice, isAdmin: true });
    expect(await resolver.resolve('t1')).toEqual(alice);
    expect(await resolver.resolve('t1')).toEqual(alice);
    await vi.waitFor(() => expect(auth.lookups).toBe(2)); // one refresh for both requests
    auth.held.shift()!();
    await vi.waitFor(async () => expect(await resolver.resolve('t1')).toEqual({ ...alice, isAdmin: true }));
    expect(auth.lookups).toBe(2);
  });

  it('never serves an answer older than the cache time, even when the refresh failed', async () => {
    const { auth, resolver } = await resolvedOnce();
    vi.setSystemTime(Date.now() + 1500);
    auth.hold = true;
    expect(await resolver.resolve('t1')).toEqual(alice); // the refresh hangs
    await vi.waitFor(() => expect(auth.lookups).toBe(2));
    auth.sessions.delete('t1'); // logged out meanwhile
    vi.setSystemTime(Date.now() + 600); // the cached answer is now 2.1 s old: expired
    const answer = resolver.resolve('t1'); // joins the lookup in flight rather than serving the stale answer
    auth.hold = false;
    auth.held.shift()!();
    expect(await answer).toBeNull();
  });

  it('asks auth again for every session once broadcasts may have been missed, however young its answer', async () => {
    const { gap, auth, resolver } = await resolvedOnce();
    auth.sessions.delete('t1'); // logged out while the connection was down: the revocation never arrived
    gap();
    expect(await resolver.resolve('t1')).toBeNull();
    expect(auth.lookups).toBe(2);
  });

  it('does not cache an answer that was in flight when broadcasts may have been missed', async () => {
    const { gap, auth, resolver } = await resolvedOnce();
    vi.setSystemTime(Date.now() + 1200);
    auth.hold = true;
    await resolver.resolve('t1'); // starts the refresh
    await vi.waitFor(() => expect(auth.lookups).toBe(2));
    gap();
    auth.held.shift()!(); // auth answers with the session as it was before the gap
    auth.hold = false;
    await vi.waitFor(() => expect(auth.answered).toBe(2));
    auth.sessions.delete('t1'); // ...which was revoked during the gap
    expect(await resolver.resolve('t1')).toBeNull();
    expect(auth.lookups).toBe(3);
  });

  it('does not cache a refresh that was in flight when the session was revoked', async () => {
    const { bus, auth, resolver } = await resolvedOnce();
    vi.setSystemTime(Date.now() + 1200);
    auth.hold = true;
    await resolver.resolve('t1'); // starts the refresh
    await vi.waitFor(() => expect(auth.lookups).toBe(2));
    bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds: [alice.sessionId] });
    auth.held.shift()!(); // auth answered before it saw the logout
    auth.hold = false;
    auth.sessions.delete('t1');
    await vi.waitFor(async () => expect(await resolver.resolve('t1')).toBeNull());
    expect(auth.lookups).toBe(3);
  });
});
