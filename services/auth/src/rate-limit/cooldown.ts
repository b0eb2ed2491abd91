import type { Redis } from 'ioredis';
import type { ThrottleVerdict } from '../domain/failure-window.js';

/**
 * Allows an action once per period per key (resend-verification: once a minute per user); a refusal says
 * how long is left of the period, in whole seconds (at least 1), for the 429's wait.
 */
export interface Cooldown {
  /** allowed (and the period starts) when the key is not cooling down; otherwise the wait left */
  take(key: string): Promise<ThrottleVerdict>;
}

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RedisCooldown implements Cooldown {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly periodMs: number,
  ) {}

  async take(key: string): Promise<ThrottleVerdict> {
    const redisKey = `auth:cooldown:${this.name}:${key}`;
    // SET NX is atomic across replicas: of two concurrent requests exactly one gets OK
    if ((await this.redis.set(redisKey, '1', 'PX', this.periodMs, 'NX')) === 'OK') return { allowed: true };
    const ttlMs = await this.redis.pttl(redisKey);
    // the key may have expired between the two calls: the wait is then the shortest there is
    return { allowed: false, retryAfterSeconds: secondsLeft(ttlMs) };
  }
}

export class MemoryCooldown implements Cooldown {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly periodMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string): Promise<ThrottleVerdict> {
    const now = this.now();
    const until = this.until.get(key) ?? 0;
    if (until > now) return { allowed: false, retryAfterSeconds: secondsLeft(until - now) };
    if (this.until.size >= 10_000) for (const [k, t] of this.until) if (t <= now) this.until.delete(k);
    this.until.set(key, now + this.periodMs);
    return { allowed: true };
  }
}
