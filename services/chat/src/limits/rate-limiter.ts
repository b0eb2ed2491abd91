import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '@app/platform';
import { admitInWindow } from '../domain/sliding-window.js';

/** Whether one more action was admitted; a refusal says in how many ms one more would be. */
export type RateVerdict = { admitted: true } | { admitted: false; retryAfterMs: number };

/** At most `limit` actions per `windowMs` per key, shared by every replica when backed by Redis. */
export interface RateLimiter {
  tryAcquire(key: string): Promise<RateVerdict>;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Sliding window in a Redis sorted set, atomically in one script. Time comes from the Redis server,
 * so replicas with skewed clocks still count the same window. Answers {1, 0} when admitted, else
 * {0, ms until the admission that frees a slot leaves the window} (as admitInWindow).
 */
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local frees = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return {0, math.max(1, tonumber(frees[2]) + window - now)}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rate: RateLimit,
  ) {}

  async tryAcquire(key: string): Promise<RateVerdict> {
    let reply: unknown;
    try {
      reply = await this.redis.eval(SLIDING_WINDOW, 1, `${this.prefix}${key}`, this.rate.windowMs, this.rate.limit, randomUUID());
    } catch {
      throw new AppError('UNAVAILABLE', 'Chat is temporarily unavailable, please retry in a moment');
    }
    const [admitted, retryAfterMs] = reply as [number, number];
    return admitted === 1 ? { admitted: true } : { admitted: false, retryAfterMs: Math.max(1, Number(retryAfterMs)) };
  }
}

/** The embedded mode's limiter: one process, so a map of recent admissions is enough. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly history = new Map<string, number[]>();

  constructor(
    private readonly rate: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  async tryAcquire(key: string): Promise<RateVerdict> {
    const now = this.now();
    const result = admitInWindow(this.history.get(key) ?? [], now, this.rate.limit, this.rate.windowMs);
    this.history.set(key, result.history);
    if (this.history.size > 10_000) this.forgetIdle(now);
    return result.admitted ? { admitted: true } : { admitted: false, retryAfterMs: result.retryAfterMs };
  }

  private forgetIdle(now: number) {
    for (const [key, times] of this.history) if (!times.some((t) => t > now - this.rate.windowMs)) this.history.delete(key);
  }
}
