import type { AuthPrisma } from '../db/client.js';
import type { SessionData, SessionStore, StoredSession } from './session-store.js';

/** Sessions in the service's own `sessions` table (the embedded mode, which has no Redis). */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly prisma: AuthPrisma) {}

  async save(sessionId: string, session: StoredSession): Promise<void> {
    await this.prisma.session.create({
      data: { sid: sessionId, userId: session.userId, data: { ...session.data }, expire: session.expiresAt },
    });
  }

  async get(sessionId: string): Promise<StoredSession | null> {
    const row = await this.prisma.session.findUnique({ where: { sid: sessionId } });
    if (!row || row.expire.getTime() <= Date.now()) return null;
    return { userId: row.userId, data: row.data as unknown as SessionData, expiresAt: row.expire };
  }

  async delete(sessionId: string): Promise<boolean> {
    const { count } = await this.prisma.session.deleteMany({ where: { sid: sessionId } });
    return count > 0;
  }

  async deleteAllOfUser(userId: string, exceptSessionId?: string | null): Promise<string[]> {
    // one statement, so a session is either ended and reported or left alone
    const rows = await this.prisma.$queryRaw<{ sid: string }[]>`
      DELETE FROM "auth"."sessions"
      WHERE "userId" = ${userId}::uuid AND "expire" > now() AND (${exceptSessionId ?? null}::text IS NULL OR "sid" <> ${exceptSessionId ?? null}::text)
      RETURNING "sid"`;
    return rows.map((r) => r.sid.trim());
  }

  async deleteExpired(now: Date): Promise<number> {
    const { count } = await this.prisma.session.deleteMany({ where: { expire: { lte: now } } });
    return count;
  }
}
