import { MAX_SESSIONS_PER_LIVENESS_CHECK, SESSION_REVOKED_CHANNEL, ZSessionRevoked, type SessionRevokedPayload } from '@app/contracts';
import type { Bus } from '@app/platform';
import type { Logger } from 'pino';

/** What this needs of a socket (a ChatSocket; narrowed so the unit tests can pass a fake). */
export interface RevocableSocket {
  readonly data: { sessionId: string | null };
  emit(event: 'session_revoked', payload: SessionRevokedPayload): unknown;
  disconnect(close?: boolean): unknown;
}

export interface SessionRevocationsOptions {
  /**
   * How long a revoked session id is remembered. A socket's identity is signed by the gateway at the
   * upgrade and accepted for 60 s (verifyIdentity), so a handshake signed just before the revocation may
   * reach this replica after the broadcast: remembering ids well past that window refuses it.
   */
  rememberMs?: number;
  /** bound on the ids remembered (the oldest are forgotten first); a mass ban is still far below it */
  rememberMax?: number;
  now?: () => number;
  /** after a gap in the broadcasts, how long before auth is asked, and between tries (default 1 s and 2 s) */
  recheckDelayMs?: number;
  retryDelayMs?: number;
}

/** How many times auth is asked after a gap (while the bus is up) before every signed-in socket is ended. */
const RECHECK_TRIES = 3;

const REVOKED: SessionRevokedPayload = { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' };

/**
 * Ends the sockets of sessions that auth revoked (logout, password change or reset, ban: a ban revokes
 * every session of the user, so the broadcast names them all). Auth announces revocations on the
 * `session.revoked` broadcast, which every replica of every service receives (a plain subscription, no
 * queue group: see NatsBus.onBroadcast). Each chat replica holds different sockets, so each one
 * disconnects the sockets IT holds, from a local index of session id → sockets.
 *
 * Why a local index rather than Socket.IO rooms (`session:<id>`) and `io.in(room).disconnectSockets()`:
 * every replica hears the broadcast anyway, so a cluster-wide disconnect through the Redis adapter would
 * be sent once per replica for nothing, and it would depend on Redis being up, where this fails closed
 * with the bus alone (and works the same in the embedded mode). The index costs a Map entry per socket.
 *
 * Revoked ids are also remembered for a while (see rememberMs): a socket whose handshake crossed the
 * broadcast is refused or dropped at once, and requests check isRevoked() so that none slips in between.
 *
 * A broadcast sent while this replica's bus connection was down never arrives. After such a gap
 * (Bus.onBroadcastGap) auth is asked which of the sessions this replica serves are still live
 * (`auth.v1.sessions.live`), and the sockets of the others are ended as on a broadcast. If auth cannot say
 * (three tries while the bus is up), every signed-in socket is closed without a word (fail closed): each
 * reconnects by itself through the gateway, which resolves its session afresh.
 */
export class SessionRevocations {
  private readonly sockets = new Map<string, Set<RevocableSocket>>();
  /** revoked session id → when it may be forgotten; insertion order is expiry order */
  private readonly revoked = new Map<string, number>();
  private readonly rememberMs: number;
  private readonly rememberMax: number;
  private readonly now: () => number;

  private readonly recheckDelayMs: number;
  private readonly retryDelayMs: number;
  /** a recheck is scheduled or running; `again`: another gap came meanwhile */
  private recheck: { again: boolean } | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly logger: Logger,
    options: SessionRevocationsOptions = {},
  ) {
    this.rememberMs = options.rememberMs ?? 5 * 60_000;
    this.rememberMax = options.rememberMax ?? 100_000;
    this.now = options.now ?? Date.now;
    this.recheckDelayMs = options.recheckDelayMs ?? 1000;
    this.retryDelayMs = options.retryDelayMs ?? 2000;
    bus.onBroadcast(SESSION_REVOKED_CHANNEL, (data) => {
      const parsed = ZSessionRevoked.safeParse(data);
      if (!parsed.success) return void logger.warn({ data }, 'ignored a malformed session.revoked broadcast');
      this.revoke(parsed.data.sessionIds);
    });
    bus.onBroadcastGap(() => this.recheckAfterGap());
  }

  isRevoked(sessionId: string | null | undefined): boolean {
    if (!sessionId) return false;
    this.forgetExpired();
    return this.revoked.has(sessionId);
  }

  /** Remembers that these sessions ended and disconnects this replica's sockets of them. */
  revoke(sessionIds: readonly string[]): void {
    const forgetAt = this.now() + this.rememberMs;
    let ended = 0;
    for (const sessionId of sessionIds) {
      this.revoked.delete(sessionId); // re-inserted last: keeps the map in expiry order
      this.revoked.set(sessionId, forgetAt);
      const sockets = this.sockets.get(sessionId);
      if (!sockets) continue;
      this.sockets.delete(sessionId);
      for (const socket of sockets) {
        this.end(socket);
        ended++;
      }
    }
    this.forgetExpired();
    if (ended > 0) this.logger.info({ sessions: sessionIds.length, sockets: ended }, 'disconnected the sockets of revoked sessions');
  }

  /**
   * Indexes a connected socket under its session. A socket of a session revoked meanwhile (the broadcast
   * arrived between its handshake and now) is disconnected at once and false returned.
   */
  track(socket: RevocableSocket): boolean {
    const { sessionId } = socket.data;
    if (!sessionId) return true;
    if (this.isRevoked(sessionId)) {
      this.end(socket);
      return false;
    }
    const sockets = this.sockets.get(sessionId) ?? new Set<RevocableSocket>();
    sockets.add(socket);
    this.sockets.set(sessionId, sockets);
    return true;
  }

  untrack(socket: RevocableSocket): void {
    const { sessionId } = socket.data;
    if (!sessionId) return;
    const sockets = this.sockets.get(sessionId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.sockets.delete(sessionId);
  }

  /** Sockets indexed on this replica (for tests and diagnostics). */
  get trackedSockets(): number {
    let n = 0;
    for (const sockets of this.sockets.values()) n += sockets.size;
    return n;
  }

  private recheckAfterGap(): void {
    if (this.recheck) {
      this.recheck.again = true;
      return;
    }
    const recheck = { again: false };
    this.recheck = recheck;
    let tries = 0;
    const attempt = (): void => {
      // while the bus is down nobody can be asked: wait for it without counting a try
      if (!this.bus.isHealthy()) return void after(this.recheckDelayMs, attempt);
      this.endSocketsOfEndedSessions().then(
        () => {
          this.recheck = null;
          if (recheck.again) this.recheckAfterGap();
        },
        (err: unknown) => {
          if (++tries < RECHECK_TRIES) {
            this.logger.warn({ err, tries }, 'could not ask auth which sessions are still live; trying again');
            return void after(this.retryDelayMs, attempt);
          }
          this.logger.warn({ err }, 'auth could not say which sessions are still live after a gap in the broadcasts: closing every signed-in socket, which reconnect through the gateway');
          this.closeAllSignedIn();
          this.recheck = null;
          if (recheck.again) this.recheckAfterGap();
        },
      );
    };
    after(this.recheckDelayMs, attempt);
  }

  private async endSocketsOfEndedSessions(): Promise<void> {
    const held = [...this.sockets.keys()];
    const ended: string[] = [];
    for (let i = 0; i < held.length; i += MAX_SESSIONS_PER_LIVENESS_CHECK) {
      const part = held.slice(i, i + MAX_SESSIONS_PER_LIVENESS_CHECK);
      const { live } = await this.bus.request('auth.v1.sessions.live', { sessionIds: part }, { timeoutMs: 5000 });
      const alive = new Set(live);
      ended.push(...part.filter((id) => !alive.has(id)));
    }
    if (ended.length > 0) this.logger.info({ sessions: ended.length }, 'sessions ended while the broadcasts were out of reach');
    this.revoke(ended);
  }

  /** Closes every signed-in socket without saying its session ended (it may not have): each reconnects. */
  private closeAllSignedIn(): void {
    const sockets = [...this.sockets.values()].flatMap((set) => [...set]);
    this.sockets.clear();
    for (const socket of sockets) socket.disconnect(true);
  }

  /** Tells the client why (it is written before the disconnect packet, so it arrives first), then closes. */
  private end(socket: RevocableSocket): void {
    try {
      socket.emit('session_revoked', REVOKED);
    } finally {
      socket.disconnect(true);
    }
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [sessionId, forgetAt] of this.revoked) {
      if (forgetAt > now && this.revoked.size <= this.rememberMax) break;
      this.revoked.delete(sessionId);
    }
  }
}

function after(ms: number, fn: () => void): void {
  setTimeout(fn, ms).unref();
}
