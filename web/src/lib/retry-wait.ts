import { isApiError } from './api-client';

/**
 * The moment (epoch ms) a request refused by a rate limit may be sent again, when the server said
 * (ErrorBody.retryAfterSeconds, which the gateway's limits and chat's send); null for anything else.
 */
export function retryAtOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED' || error.retryAt === undefined) return null;
  return error.retryAt;
}

/** What a rate-limited form says: whole minutes (rounded up) while a minute or more is left, then seconds. */
export function retryWaitText(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'You can try again now.';
  if (secondsLeft < 60) return `Too many attempts. Try again in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(secondsLeft / 60);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
