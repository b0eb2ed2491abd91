import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../src/identity/session-cache.js';

const alice = { userId: 'alice', sessionId: 's-alice', isAdmin: false };
const bob = { userId: 'bob', sessionId: 's-bob', isAdmin: false };

describe('SessionCache', () => {
  it('keeps an answer for the TTL and no longer', () => {
    let now = 0;
    const cache = new SessionCache(1000, 10, () => now);
    cache.set('t1', alice);
    cache.set('t2', null);
    now = 999;
    expect(cache.get('t1')).toEqual(alice);
    expect(cache.get('t2')).toBeNull();
    now = 1000;
    expect(cache.get('t1')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new SessionCache(1000, 2);
    cache.set('t1', alice);
    cache.set('t2', bob);
    cache.get('t1');
    cache.set('t3', null);
    expect(cache.size).toBe(2);
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t1')).toEqual(alice);
  });

  it('forgets every token of revoked sessions', () => {
    const cache = new SessionCache(1000, 10);
    cache.set('t1', alice);
    cache.set('t1-other-device', alice);
    cache.set('t2', bob);
    cache.forgetSessions(['s-alice']);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t1-other-device')).toBeUndefined();
    expect(cache.get('t2')).toEqual(bob);
  });

  it('says an answer is due for a refresh once half its TTL has passed', () => {
    let now = 0;
    const cache = new SessionCache(1000, 10, () => now);
    cache.set('t1', alice);
    now = 499;
    expect(cache.dueForRefresh('t1')).toBe(false);
    now = 500;
    expect(cache.dueForRefresh('t1')).toBe(true);
    cache.set('t1', alice);
    expect(cache.dueForRefresh('t1')).toBe(false);
    expect(cache.dueForRefresh('unknown')).toBe(false);
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new SessionCache(0, 10);
    cache.set('t1', alice);
    expect(cache.get('t1')).toBeUndefined();
  });
});
