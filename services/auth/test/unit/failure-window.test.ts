import { describe, expect, it } from 'vitest';
import { afterFailure, throttleVerdict, throttledMessage, type FailureWindow } from '../../src/domain/failure-window.js';
import { MemoryLoginThrottle } from '../../src/rate-limit/memory-login-throttle.js';

const policy = { maxFailures: 10, windowSeconds: 900 };
const t0 = 1_700_000_000_000;

function failures(n: number, at = t0): FailureWindow | undefined {
  let w: FailureWindow | undefined;
  for (let i = 0; i < n; i++) w = afterFailure(w, at + i * 1000, policy);
  return w;
}

describe('per-username login throttle window', () => {
  it('allows attempts while fewer than the maximum failures are counted', () => {
    expect(throttleVerdict(undefined, t0, policy)).toEqual({ allowed: true });
    expect(throttleVerdict(failures(9), t0 + 10_000, policy)).toEqual({ allowed: true });
  });

  it('refuses after the maximum failures, until the window that the first failure opened closes', () => {
    const w = failures(10)!;
    expect(w.endsAt).toBe(t0 + 900_000);
    expect(throttleVerdict(w, t0 + 60_000, policy)).toEqual({ allowed: false, retryAfterSeconds: 840 });
    expect(throttleVerdict(w, t0 + 899_500, policy)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttleVerdict(w, t0 + 900_000, policy)).toEqual({ allowed: true });
  });

  it('does not extend the window with later failures', () => {
    const w = afterFailure(failures(10), t0 + 600_000, policy);
    expect(w.endsAt).toBe(t0 + 900_000);
    expect(w.failures).toBe(11);
  });

  it('starts a new window of one failure after the old one closed', () => {
    expect(afterFailure(failures(10), t0 + 900_001, policy)).toEqual({ failures: 1, endsAt: t0 + 900_001 + 900_000 });
  });

  it('tells the player how long to wait, in minutes', () => {
    expect(throttledMessage(900)).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(throttledMessage(30)).toBe('Too many failed login attempts. Try again in 1 minute.');
    expect(throttledMessage(120, 'password')).toBe('Too many failed password attempts. Try again in 2 minutes.');
    expect(throttledMessage(60, 'profile')).toBe('Too many profile updates. Try again in 1 minute.');
  });
});

describe('in-memory login throttle (embedded mode)', () => {
  it('counts failures per username, and a reset clears them', async () => {
    let now = t0;
    const throttle = new MemoryLoginThrottle({ maxFailures: 3, windowSeconds: 60 }, () => now);
    for (let i = 0; i < 3; i++) await throttle.recordFailure('alice');
    expect(await throttle.check('alice')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await throttle.check('bob')).toEqual({ allowed: true });
    now += 60_000;
    expect(await throttle.check('alice')).toEqual({ allowed: true });
    for (let i = 0; i < 3; i++) await throttle.recordFailure('alice');
    await throttle.reset('alice');
    expect(await throttle.check('alice')).toEqual({ allowed: true });
  });
});
