import { RateLimitedError } from '@app/platform';

/** Whole seconds, rounded up and at least 1: "0 seconds" would invite a retry that fails again. */
export function wholeSecondsUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * A chat message refused by the rate limit (429 RATE_LIMITED). Its body says when sending works again,
 * in the message for any client and as `retryAfterSeconds` for the web app's countdown.
 */
export class ChatRateLimitedError extends RateLimitedError {
  constructor(retryAfterMs: number) {
    const seconds = wholeSecondsUntil(retryAfterMs);
    super(`You are sending messages too fast, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, seconds);
  }
}
