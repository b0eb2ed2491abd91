import { z } from 'zod';

/**
 * The `limit` query parameter of a paged list (game history, withdrawal histories, transactions): a whole
 * number from 1 to `max`, `fallback` when absent (the spec's client sends none), refused in one sentence
 * that says the range.
 */
export function pageLimitField(max: number, fallback: number) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}
