import { describe, expect, it } from 'vitest';
import { admitInWindow } from '../../src/domain/sliding-window.js';
import { MemoryDuplicateGuard } from '../../src/limits/duplicate-guard.js';
import { MemoryRateLimiter } from '../../src/limits/rate-limiter.js';

describe('sliding-window rate limit', () => {
  it('admits up to the limit within the window and refuses the next', () => {
    let history: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = admitInWindow(history, 1000 + i, 5, 10_000);
      expect(r.admitted).toBe(true);
      history = r.history;
    }
    expect(admitInWindow(history, 2000, 5, 10_000).admitted).toBe(false);
  });

  it('admits again once the oldest admission left the window', () => {
    const history = [0, 1, 2, 3, 4];
    expect(admitInWindow(history, 10_000, 5, 10_000).admitted).toBe(true);
    expect(admitInWindow(history, 9_999, 5, 10_000).admitted).toBe(false);
  });

  it('keeps a limit per key in the embedded limiter', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1000 }, () => now);
    expect(await limiter.tryAcquire('a')).toBe(true);
    expect(await limiter.tryAcquire('a')).toBe(true);
    expect(await limiter.tryAcquire('a')).toBe(false);
    expect(await limiter.tryAcquire('b')).toBe(true);
    now = 1001;
    expect(await limiter.tryAcquire('a')).toBe(true);
  });
});

describe('duplicate guard', () => {
  it('sees the same text from the same user within the window once, and again after it', async () => {
    let now = 0;
    const guard = new MemoryDuplicateGuard(1000, () => now);
    expect(await guard.claim('u1', 'hello')).toBe(true);
    expect(await guard.claim('u1', 'hello')).toBe(false);
    expect(await guard.claim('u2', 'hello')).toBe(true);
    expect(await guard.claim('u1', 'hello!')).toBe(true);
    now = 1000;
    expect(await guard.claim('u1', 'hello')).toBe(true);
  });

  it('forgets a released message so that resending it is not a duplicate', async () => {
    const guard = new MemoryDuplicateGuard(1000);
    expect(await guard.claim('u1', 'hi')).toBe(true);
    await guard.release('u1', 'hi');
    expect(await guard.claim('u1', 'hi')).toBe(true);
  });
});
