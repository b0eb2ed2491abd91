import type { Redis } from 'ioredis';
import { SESSION_TTL_SECONDS } from '../domain/session-cookie.js';
import type { SessionStore, StoredSession } from './session-store.js';

const sessionKey = (sessionId: string) => `auth:session:${sessionId}`;
/** per-user index (a set of session ids), so a ban or a password change can end all of a user's sessions */
const userIndexKey = (userId: string) => `auth:user-sessions:${userId}`;

interface Serialized {
  userId: string;
  data: StoredSession['data'];
  expiresAt: string;
}

/** Sessions in Redis: one key per session with the session's own TTL, plus the per-user index. */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async save(sessionId: string, session: StoredSession): Promise<void> {
    const ttlMs = session.expiresAt.getTime() - Date.now();
    if (ttlMs <= 0) return;
    await this.pruneIndex(session.userId);
    const value: Serialized = { userId: session.userId, data: session.data, expiresAt: session.expiresAt.toISOString() };
    await this.redis
      .multi()
      .set(sessionKey(sessionId), JSON.stringify(value), 'PX', ttlMs)
      .sadd(userIndexKey(session.userId), sessionId)
      // the index must outlive every session in it: give it the longest lifetime a session can have
      // (taking this session's TTL would let a short session cut the index under a longer one)
      .pexpire(userIndexKey(session.userId), Math.max(ttlMs, SESSION_TTL_SECONDS * 1000))
      .exec();
  }

  async get(sessionId: string): Promise<StoredSession | null> {
    const raw = await this.redis.get(sessionKey(sessionId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Serialized;
    const expiresAt = new Date(value.expiresAt);
    if (expiresAt.getTime() <= Date.now()) return null;
    return { userId: value.userId, data: value.data, expiresAt };
  }

  async delete(sessionId: string): Promise<boolean> {
    const session = await this.get(sessionId);
    const deleted = await this.redis.del(sessionKey(sessionId));
    if (session) await this.redis.srem(userIndexKey(session.userId), sessionId);
    return deleted === 1;
  }

  async deleteAllOfUser(userId: string, exceptSessionId?: string | null): Promise<string[]> {
    const ids = (await this.redis.smembers(userIndexKey(userId))).filter((id) => id !== exceptSessionId);
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.del(sessionKey(id));
    pipeline.srem(userIndexKey(userId), ...ids);
    const results = (await pipeline.exec()) ?? [];
    return ids.filter((_, i) => results[i]?.[1] === 1);
  }

  async deleteExpired(): Promise<number> {
    return 0; // Redis expires session keys itself; stale index entries are pruned at the user's next login
  }

  /** Drops index entries whose session has expired, so an active user's index does not grow forever. */
  private async pruneIndex(userId: string): Promise<void> {
    const ids = await this.redis.smembers(userIndexKey(userId));
    if (ids.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.exists(sessionKey(id));
    const results = (await pipeline.exec()) ?? [];
    const gone = ids.filter((_, i) => results[i]?.[1] === 0);
    if (gone.length) await this.redis.srem(userIndexKey(userId), ...gone);
  }
}
