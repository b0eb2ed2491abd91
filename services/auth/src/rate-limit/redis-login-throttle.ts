import type { Redis } from 'ioredis';
import type { ThrottlePolicy, ThrottleVerdict } from '../domain/failure-window.js';
import type { LoginThrottle } from './login-throttle.js';

/**
 * The distributed mode's throttle, shared by every auth replica: a counter whose TTL is the window.
 * The first failure creates it with the window's TTL (SET NX) and INCR keeps that TTL, in one MULTI,
 * so concurrent failures on several replicas all count and the window never restarts early.
 */
export class RedisLoginThrottle implements LoginThrottle {
  /**
   * @param name the counters' namespace: `login-failures` (per username) unless another limit
   *   reuses the same window, such as `profile-updates` (per user id)
   */
  constructor(
    private readonly redis: Redis,
    readonly policy: ThrottlePolicy,
    private readonly name = 'login-failures',
  ) {}

  private key(subject: string): string {
    return `auth:${this.name}:${subject}`;
  }

  async check(usernameKey: string): Promise<ThrottleVerdict> {
    const [[, count], [, ttlMs]] = ((await this.redis.multi().get(this.key(usernameKey)).pttl(this.key(usernameKey)).exec()) ?? []) as [[unknown, string | null], [unknown, number]];
    if (count === null || Number(count) < this.policy.maxFailures || ttlMs <= 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async recordFailure(usernameKey: string): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(usernameKey), '0', 'EX', this.policy.windowSeconds, 'NX')
      .incr(this.key(usernameKey))
      .exec();
  }

  async reset(usernameKey: string): Promise<void> {
    await this.redis.del(this.key(usernameKey));
  }
}
