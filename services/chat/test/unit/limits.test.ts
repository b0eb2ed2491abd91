import { describe, expect, it } from 'vitest';
import { admitInWindow } from '../../src/domain/sliding-window.js';
import { MemoryDuplicateGuard } from '../../src/limits/duplicate-guard.js';
import { ChatRateLimitedError } from '../../src/limits/rate-limited-error.js';
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
    expect(await limiter.tryAcquire('a')).toEqual({ admitted: true });
    expect(await limiter.tryAcquire('a')).toEqual({ admitted: true });
    expect(await limiter.tryAcquire('a')).toEqual({ admitted: false, retryAfterMs: 1000 });
    expect(await limiter.tryAcquire('b')).toEqual({ admitted: true });
    now = 1001;
    expect(await limiter.tryAcquire('a')).toEqual({ admitted: true });
  });

  it('says how long until the next admission: when the admission that frees a slot leaves the window', () => {
    // 5 per 10 s, sent at 0, 1, 2, 3 and 4 s: at 4.5 s the one sent at 0 s leaves the window at 10 s
    const history = [0, 1000, 2000, 3000, 4000];
    expect(admitInWindow(history, 4500, 5, 10_000)).toMatchObject({ admitted: false, retryAfterMs: 5500 });
    expect(admitInWindow(history, 9_999, 5, 10_000)).toMatchObject({ admitted: false, retryAfterMs: 1 });
    // more kept than the limit (the limit was lowered): all but limit - 1 must leave, so the 2nd oldest decides
    expect(admitInWindow([4000, 0, 3000, 1000, 2000, 5000], 6000, 5, 10_000)).toMatchObject({ admitted: false, retryAfterMs: 5000 });
    expect(admitInWindow(history, 10_000, 5, 10_000)).toMatchObject({ admitted: true, retryAfterMs: 0 });
  });

  it('refuses with a 429 that says in whole seconds, rounded up, when sending works again', () => {
    const refusal = new ChatRateLimitedError(2_001);
    expect(refusal.status).toBe(429);
    expect(refusal.toBody('req-1')).toEqual({ code: 'RATE_LIMITED', message: 'You are sending messages too fast, try again in 3 seconds', retryAfterSeconds: 3, requestId: 'req-1' });
    expect(new ChatRateLimitedError(1).toBody()).toEqual({ code: 'RATE_LIMITED', message: 'You are sending messages too fast, try again in 1 second', retryAfterSeconds: 1 });
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
