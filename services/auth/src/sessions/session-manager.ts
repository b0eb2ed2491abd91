import { SESSION_REVOKED_CHANNEL, type SessionRevoked } from '@app/contracts';
import type { Bus, Logger } from '@app/platform';
import { hashSecretToken, newSecretToken } from '../domain/secrets.js';
import { SESSION_TTL_SECONDS } from '../domain/session-cookie.js';
import type { SessionStore } from './session-store.js';

export interface OpenedSession {
  /** goes into the cookie only; never stored */
  token: string;
  /** SHA-256 of the token: the store key and the identity's sessionId */
  sessionId: string;
  expiresAt: Date;
}

export interface LiveSession {
  sessionId: string;
  userId: string;
}

/** Opens, resolves and revokes sessions over a store, announcing every revocation on the bus. */
export class SessionManager {
  constructor(
    private readonly store: SessionStore,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {}

  async open(userId: string, meta: { ip: string; userAgent: string }): Promise<OpenedSession> {
    const token = newSecretToken();
    const sessionId = hashSecretToken(token);
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await this.store.save(sessionId, { userId, data: { ip: meta.ip, userAgent: meta.userAgent.slice(0, 300), createdAt: new Date().toISOString() }, expiresAt });
    return { token, sessionId, expiresAt };
  }

  async resolve(token: string): Promise<LiveSession | null> {
    const sessionId = hashSecretToken(token);
    const session = await this.store.get(sessionId);
    return session ? { sessionId, userId: session.userId } : null;
  }

  /** The ids among these whose sessions are still live. */
  async liveAmong(sessionIds: readonly string[]): Promise<string[]> {
    const found = await Promise.all(sessionIds.map(async (id) => ((await this.store.get(id)) ? id : null)));
    return found.filter((id): id is string => id !== null);
  }

  async revoke(sessionId: string | null | undefined): Promise<void> {
    if (!sessionId) return;
    if (await this.store.delete(sessionId)) this.announce([sessionId]);
  }

  /** Ends every session of the user (a ban, a reset), or every other one (a password change). */
  async revokeAllOf(userId: string, options: { except?: string | null } = {}): Promise<string[]> {
    const ended = await this.store.deleteAllOfUser(userId, options.except ?? null);
    this.announce(ended);
    return ended;
  }

  deleteExpired(): Promise<number> {
    return this.store.deleteExpired(new Date());
  }

  private announce(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    // gateways cache resolved sessions (SESSION_CACHE_MS): this tells every replica to drop these now; one
    // that missed it (its NATS connection dropped) drops its whole cache
    this.bus.broadcast(SESSION_REVOKED_CHANNEL, { sessionIds } satisfies SessionRevoked);
    this.logger.debug({ count: sessionIds.length }, 'sessions revoked');
  }
}
