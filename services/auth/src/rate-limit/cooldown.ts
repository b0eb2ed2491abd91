import type { Redis } from 'ioredis';

/** Allows an action once per period per key (resend-verification: once a minute per user). */
export interface Cooldown {
  /** true (and the period starts) when the key is not cooling down; false otherwise */
  take(key: string): Promise<boolean>;
}

export class RedisCooldown implements Cooldown {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly periodMs: number,
  ) {}

  async take(key: string): Promise<boolean> {
    // SET NX is atomic across replicas: of two concurrent requests exactly one gets OK
    return (await this.redis.set(`auth:cooldown:${this.name}:${key}`, '1', 'PX', this.periodMs, 'NX')) === 'OK';
  }
}

export class MemoryCooldown implements Cooldown {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly periodMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string): Promise<boolean> {
    const now = this.now();
    if ((this.until.get(key) ?? 0) > now) return false;
    if (this.until.size >= 10_000) for (const [k, t] of this.until) if (t <= now) this.until.delete(k);
    this.until.set(key, now + this.periodMs);
    return true;
  }
}
