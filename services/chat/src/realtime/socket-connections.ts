import { IDENTITY_HEADER, ZSocketAuthPayload, userRoom, type SocketFailure } from '@app/contracts';
import { AppError, assertStorableText, runWithRequestId, toAppError, verifyIdentity } from '@app/platform';
import type { Logger } from 'pino';
import type { ChatMessages } from '../application/chat-messages.js';
import type { Rains } from '../application/rains.js';
import type { UserDirectory } from '../application/user-directory.js';
import type { OnlineCount } from './online-count.js';
import type { Presence } from './presence.js';
import type { SessionRevocations } from './session-revocations.js';
import type { ChatIo, ChatSocket as Socket } from './socket-server.js';
type Ack = (reply: unknown) => void;

export interface SocketDependencies {
  chat: ChatMessages;
  rains: Rains;
  users: UserDirectory;
  presence: Presence;
  onlineCount: OnlineCount;
  revocations: SessionRevocations;
  logger: Logger;
}

/**
 * Handshake: the gateway resolved the session cookie and signed the identity into the upgrade request's
 * header. A socket without a valid signature did not come through the gateway and is refused; a valid
 * identity without a user is a visitor (receives public events, cannot send). An identity of a session
 * revoked since the gateway signed it is refused too (fail closed).
 */
export function authenticateSockets(io: ChatIo, internalSecret: string, revocations: SessionRevocations): void {
  io.use((socket, next) => {
    const header = socket.handshake.headers[IDENTITY_HEADER];
    const identity = verifyIdentity(Array.isArray(header) ? header[0] : header, internalSecret);
    if (!identity) return next(new Error('UNAUTHENTICATED'));
    if (revocations.isRevoked(identity.sessionId)) return next(new Error('UNAUTHENTICATED'));
    socket.data.userId = identity.userId;
    socket.data.sessionId = identity.userId ? identity.sessionId : null;
    next();
  });
}

/** The last argument when it is a function: Socket.IO's acknowledgement callback. */
function splitAck(args: unknown[]): { payload: unknown; ack: Ack | null } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as Ack) : null;
  const payload = typeof args[0] === 'function' ? undefined : args[0];
  return { payload, ack };
}

/** The error as an HTTP answer's body carries it (with a rate limit's retryAfterSeconds; no request id given). */
function failure(err: unknown): SocketFailure {
  return { ok: false, ...toAppError(err).toBody() };
}

export function handleSocketConnections(io: ChatIo, deps: SocketDependencies): void {
  const { logger } = deps;

  /** Runs a client request; the answer (or the error) goes to the ack, or to an `error` event without one. */
  const answer = (socket: Socket, ack: Ack | null, work: () => Promise<object>) =>
    runWithRequestId(undefined, async () => {
      let reply: object;
      try {
        reply = { ok: true, ...(await work()) };
      } catch (err) {
        const f = failure(err);
        if (f.code === 'INTERNAL') logger.error({ err }, 'socket request failed');
        reply = f;
      }
      if (ack) ack(reply);
      else if ('code' in reply) socket.emit('error', reply as SocketFailure);
    });

  /**
   * A request of a socket whose session was revoked is refused: checked before and again right before
   * the request takes effect (after its awaits), so one in flight when the broadcast arrives stores nothing.
   */
  const sessionCheck = (socket: Socket) => () => {
    if (deps.revocations.isRevoked(socket.data.sessionId)) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
  };

  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    // Indexed by session so that a session.revoked broadcast disconnects it; one revoked meanwhile is
    // disconnected here already, and gets no handler, presence or user room.
    if (!deps.revocations.track(socket)) return;

    // Handlers first, synchronously: the client sends `auth` as soon as it is connected.
    socket.on('auth', (raw) => {
      const parsed = ZSocketAuthPayload.safeParse(raw);
      const claimed = parsed.success && parsed.data.userId != null ? String(parsed.data.userId) : null;
      if (!userId || claimed !== userId) {
        logger.warn({ socketId: socket.id, authenticatedUserId: userId, claimedUserId: claimed }, 'socket auth names another user than the session; ignored');
        return;
      }
      deps.users
        .get(userId)
        .then((u) => u.username)
        .catch(() => null)
        .then((username) => socket.emit('auth_success', { userId, username }));
    });

    socket.on('chat_message', (...args: unknown[]) => {
      const { payload, ack } = splitAck(args);
      void answer(socket, ack, async () => {
        // A socket message never passes the HTTP app's refusal of text PostgreSQL cannot store (NUL, lone
        // surrogates; createServiceApp): refused here the same way, before it reaches the database.
        assertStorableText(payload, 'message');
        const result = await deps.chat.send(userId, payload, sessionCheck(socket));
        return result.duplicate ? { duplicate: true } : { duplicate: false, message: result.message };
      });
    });

    socket.on('rain_join', (...args: unknown[]) => {
      const { ack } = splitAck(args);
      void answer(socket, ack, () => deps.rains.join(userId, sessionCheck(socket)));
    });

    const present = userId ? deps.presence.add(userId) : Promise.resolve();
    // with the Redis adapter joining is a Redis call, which fails while the service shuts down: say so, do not crash
    if (userId) Promise.resolve(socket.join(userRoom(userId))).catch((err: unknown) => logger.warn({ err }, 'could not join the user room'));
    socket.on('disconnect', () => {
      deps.revocations.untrack(socket);
      if (!userId) return;
      present
        .then(() => deps.presence.remove(userId))
        .then(() => deps.onlineCount.changed())
        .catch((err) => logger.warn({ err }, 'presence update failed'));
    });

    void greet(socket, present, deps);
  });
}

/** A new socket hears the online count and, during a rain, that it is raining. */
async function greet(socket: Socket, present: Promise<void>, deps: SocketDependencies) {
  try {
    await present;
    deps.onlineCount.changed();
    await deps.onlineCount.greet(socket);
    const rain = await deps.rains.openRainAnnouncement();
    if (rain) socket.emit('rain_start', rain);
  } catch (err) {
    deps.logger.warn({ err }, 'could not greet a new socket');
  }
}
