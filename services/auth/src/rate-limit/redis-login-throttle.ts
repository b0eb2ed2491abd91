import type { Redis } from 'ioredis';
import type { ThrottlePolicy, ThrottleVerdict } from '../domain/failure-window.js';
import type { LoginThrottle } from './login-throttle.js';

const key = (usernameKey: string) => `auth:login-failures:${usernameKey}`;

/**
 * The distributed mode's throttle, shared by every auth replica: a counter whose TTL is the window.
 * The first failure creates it with the window's TTL (SET NX) and INCR keeps that TTL, in one MULTI,
 * so concurrent failures on several replicas all count and the window never restarts early.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    readonly policy: ThrottlePolicy,
  ) {}

  async check(usernameKey: string): Promise<ThrottleVerdict> {
    const [[, count], [, ttlMs]] = ((await this.redis.multi().get(key(usernameKey)).pttl(key(usernameKey)).exec()) ?? []) as [[unknown, string | null], [unknown, number]];
    if (count === null || Number(count) < this.policy.maxFailures || ttlMs <= 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async recordFailure(usernameKey: string): Promise<void> {
    await this.redis
      .multi()
      .set(key(usernameKey), '0', 'EX', this.policy.windowSeconds, 'NX')
      .incr(key(usernameKey))
      .exec();
  }

  async reset(usernameKey: string): Promise<void> {
    await this.redis.del(key(usernameKey));
  }
}
