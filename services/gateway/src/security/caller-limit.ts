import type { ServerResponse } from 'node:http';
import type { Options, Store } from 'express-rate-limit';
import { RateLimitedError } from '@app/platform';
import type { Logger } from 'pino';
import { rateLimitMessage, secondsUntilReset } from '../domain/rate-limit-message.js';
import type { RateLimitRule } from '../env.js';

/**
 * The limit every /api request counts against (per signed-in user, else per address), on the same stores
 * and with the same answers as the gateway's express-rate-limit limiters (draft-7 `RateLimit` headers, a
 * 429 with Retry-After), without the middleware's general machinery: this runs for every request.
 */
export class CallerLimit {
  constructor(
    private readonly store: Store,
    private readonly rule: RateLimitRule,
    private readonly logger: Logger,
  ) {
    // a store learns its window from the options the middleware would hand it; this limit is its only user
    void store.init?.({ windowMs: rule.windowMs } as Options);
  }

  /**
   * Counts the request under `key` and states the limit on `res`. The error to answer with when the count
   * is over the limit, else null. If the store fails, the request passes: a rate limit must not take the
   * site down (its connection's outage is reported once, where the connection is made).
   */
  async count(key: string, res: ServerResponse): Promise<RateLimitedError | null> {
    let hits: { totalHits: number; resetTime?: Date | undefined };
    try {
      hits = await this.store.increment(key);
    } catch (err) {
      this.logger.debug({ err }, 'rate limit store failed; the request passes uncounted');
      return null;
    }
    const { limit, windowMs } = this.rule;
    if (!res.headersSent) {
      // as express-rate-limit states it for the other limits (a reset of 0 s is possible there)
      const reset = hits.resetTime ? Math.max(0, Math.ceil((hits.resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      res.setHeader('RateLimit-Policy', `${limit};w=${Math.ceil(windowMs / 1000)}`);
      res.setHeader('RateLimit', `limit=${limit}, remaining=${Math.max(limit - hits.totalHits, 0)}, reset=${reset}`);
    }
    if (hits.totalHits <= limit) return null;
    const retryAfter = secondsUntilReset(hits.resetTime, windowMs);
    return new RateLimitedError(rateLimitMessage(retryAfter), retryAfter);
  }
}
