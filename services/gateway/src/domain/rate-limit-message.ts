/**
 * Whole seconds until a limiter's window ends, rounded up and at least 1 ("0 seconds" would invite a retry
 * that fails again); a store that gave no reset time is taken to have just begun its window.
 */
export function secondsUntilReset(resetTime: Date | undefined, windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? now + windowMs) - now) / 1000));
}

/** What a rate-limited visitor reads: whole minutes, rounded up, never "0 minutes". */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
