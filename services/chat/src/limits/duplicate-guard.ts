import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '@app/platform';

/**
 * Remembers (user, text) pairs for a short time so that the same message sent twice within the window
 * (a double Enter, a retried request, two tabs) is delivered once. `claim` is atomic across replicas.
 */
export interface DuplicateGuard {
  /** true when this is the first time the pair is seen within the window */
  claim(userId: string, text: string): Promise<boolean>;
  /** forgets the pair (the message was refused after all, so sending it again is not a duplicate) */
  release(userId: string, text: string): Promise<void>;
}

export function duplicateKey(userId: string, text: string): string {
  return `${userId}:${createHash('sha256').update(text).digest('base64url')}`;
}

export class RedisDuplicateGuard implements DuplicateGuard {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  async claim(userId: string, text: string): Promise<boolean> {
    try {
      return (await this.redis.set(`${this.prefix}${duplicateKey(userId, text)}`, '1', 'PX', this.windowMs, 'NX')) === 'OK';
    } catch {
      throw new AppError('UNAVAILABLE', 'Chat is temporarily unavailable, please retry in a moment');
    }
  }

  async release(userId: string, text: string): Promise<void> {
    await this.redis.del(`${this.prefix}${duplicateKey(userId, text)}`).catch(() => undefined);
  }
}

export class MemoryDuplicateGuard implements DuplicateGuard {
  private readonly seenUntil = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(userId: string, text: string): Promise<boolean> {
    const now = this.now();
    const key = duplicateKey(userId, text);
    if ((this.seenUntil.get(key) ?? 0) > now) return false;
    this.seenUntil.set(key, now + this.windowMs);
    if (this.seenUntil.size > 10_000) for (const [k, until] of this.seenUntil) if (until <= now) this.seenUntil.delete(k);
    return true;
  }

  async release(userId: string, text: string): Promise<void> {
    this.seenUntil.delete(duplicateKey(userId, text));
  }
}
