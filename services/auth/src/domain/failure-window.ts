/**
 * The per-username login throttle as a fixed window: the first failure opens a window of
 * `windowSeconds`; once `maxFailures` failures are counted in it, attempts are refused until it closes.
 * Pure so the in-memory store and the tests share it; the Redis store does the same with a key TTL.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

export interface FailureWindow {
  failures: number;
  /** ms since epoch when the window closes */
  endsAt: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function throttleVerdict(window: FailureWindow | undefined, now: number, policy: ThrottlePolicy): ThrottleVerdict {
  if (!window || window.endsAt <= now || window.failures < policy.maxFailures) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
}

export function afterFailure(window: FailureWindow | undefined, now: number, policy: ThrottlePolicy): FailureWindow {
  if (!window || window.endsAt <= now) return { failures: 1, endsAt: now + policy.windowSeconds * 1000 };
  return { failures: window.failures + 1, endsAt: window.endsAt };
}

/** The answer a throttled login gets ('password': change-password; 'profile': update-profile). */
export function throttledMessage(retryAfterSeconds: number, what: 'login' | 'password' | 'profile' = 'login'): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const tooMany = { login: 'Too many failed login attempts', password: 'Too many failed password attempts', profile: 'Too many profile updates' }[what];
  return `${tooMany}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
