/**
 * Where sessions live: Redis in the distributed mode (shared by every replica, expiring by TTL),
 * the database in the embedded mode. Keys are session ids (SHA-256 of the cookie token), never tokens.
 * Both implementations pass the same contract test (test/integration/session-store.test.ts).
 */
export interface SessionData {
  ip: string;
  userAgent: string;
  createdAt: string;
}

export interface StoredSession {
  userId: string;
  data: SessionData;
  expiresAt: Date;
}

export interface SessionStore {
  save(sessionId: string, session: StoredSession): Promise<void>;
  /** null when unknown or expired */
  get(sessionId: string): Promise<StoredSession | null>;
  /** true when the session existed */
  delete(sessionId: string): Promise<boolean>;
  /** Ends every live session of the user except `exceptSessionId`; returns the ids it ended. */
  deleteAllOfUser(userId: string, exceptSessionId?: string | null): Promise<string[]>;
  /** Housekeeping: drops expired sessions (a no-op where the store expires them itself). */
  deleteExpired(now: Date): Promise<number>;
}
