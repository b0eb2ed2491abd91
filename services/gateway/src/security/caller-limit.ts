import type { ServerResponse } from 'node:http';
import { RateLimitedError } from '@app/platform';
import type { Logger } from 'pino';
import { rateLimitMessage, secondsUntilReset } from '../domain/rate-limit-message.js';
import type { RateLimitRule } from '../env.js';

/** Where every gateway replica's counts meet (Redis): adds `hits` to the window of `key`, opening one if there is none. */
export interface SharedCounts {
  /** the window's total afterwards, every replica's hits included, and how long the window has left */
  add(key: string, hits: number, windowMs: number): Promise<{ total: number; ttlMs: number }>;
  /** whether a count sent now would be taken (the connection is up) */
  ready(): boolean;
}

/** One key's window as this replica knows it. */
interface Window {
  /** the shared total at the last answer (this replica's hits sent until then included) */
  total: number;
  /** hits sent and not answered yet */
  sending: number;
  /** hits not sent yet */
  unsent: number;
  resetAt: number;
}

/** How often new hits are sent: a replica may let through this long's worth more than the limit across replicas. */
export const SHARED_COUNT_FLUSH_MS = 50;

/**
 * The limit every /api request counts against (per signed-in user, else per address), in fixed windows.
 * A request is counted here at once, so none waits for Redis: every 50 ms the hits of each key since the
 * last send go to Redis in one pipelined write (SharedCounts), whose answer brings the total of every
 * gateway replica. One replica alone is exact; several may together let through what they take within
 * one send before hearing of each other. Without Redis (the embedded mode) the counts are this process's.
 * If Redis is unreachable the counts stay local and are sent once it is back: requests are never refused
 * for Redis's sake, nor let through uncounted.
 *
 * The answers are those of the gateway's express-rate-limit limiters: draft-7 `RateLimit` headers, and a
 * 429 whose Retry-After and retryAfterSeconds say when the window ends.
 */
export class CallerLimit {
  private readonly windows = new Map<string, Window>();
  private flushTimer: NodeJS.Timeout | null = null;
  private nextSweepAt = 0;

  constructor(
    private readonly shared: SharedCounts | null,
    private readonly rule: RateLimitRule,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request under `key` and states the limit on `res`: the error to answer with when it is over the limit, else null. */
  count(key: string, res: ServerResponse): RateLimitedError | null {
    const { limit, windowMs } = this.rule;
    const now = this.now();
    if (now >= this.nextSweepAt) this.forgetEndedWindows(now);
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { total: 0, sending: 0, unsent: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.unsent++;
    if (this.shared) this.scheduleFlush();
    const hits = window.total + window.sending + window.unsent;
    const resetSeconds = secondsUntilReset(new Date(window.resetAt), windowMs, now);
    if (!res.headersSent) {
      res.setHeader('RateLimit-Policy', `${limit};w=${Math.ceil(windowMs / 1000)}`);
      res.setHeader('RateLimit', `limit=${limit}, remaining=${Math.max(limit - hits, 0)}, reset=${resetSeconds}`);
    }
    return hits > limit ? new RateLimitedError(rateLimitMessage(resetSeconds), resetSeconds) : null;
  }

  /** Stops sending (the gateway stops); what was not sent is forgotten. */
  stop(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
  }

  /** Once a window's length: the windows that ended (and wait for no answer) are dropped, so that every key ever seen is not kept. */
  private forgetEndedWindows(now: number) {
    this.nextSweepAt = now + this.rule.windowMs;
    for (const [key, window] of this.windows) if (now >= window.resetAt && window.sending === 0) this.windows.delete(key);
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => this.flush(), SHARED_COUNT_FLUSH_MS);
    this.flushTimer.unref();
  }

  /** Sends each key's new hits in the window still open; while Redis is away they wait, counted here. */
  private flush() {
    this.flushTimer = null;
    const now = this.now();
    const sendNow = this.shared!.ready();
    for (const [key, window] of this.windows) {
      if (window.unsent === 0 || now >= window.resetAt) continue;
      if (sendNow) this.send(key, window);
      else this.scheduleFlush();
    }
  }

  private send(key: string, window: Window) {
    const hits = window.unsent;
    window.unsent = 0;
    window.sending += hits;
    this.shared!.add(key, hits, this.rule.windowMs).then(
      ({ total, ttlMs }) => {
        // answers come in the order sent (one connection): each total includes every earlier send
        window.sending -= hits;
        window.total = total;
        if (ttlMs > 0) window.resetAt = this.now() + ttlMs;
      },
      (err: unknown) => {
        window.sending -= hits;
        window.unsent += hits;
        this.scheduleFlush();
        this.logger.debug({ err }, 'rate limit counts not shared yet; they are counted here meanwhile');
      },
    );
  }
}
