import type { AppSocket } from './socket-context';

/** The disconnect reason Socket.IO gives when the server sent the disconnect; it never reconnects by itself then. */
export const SERVER_DISCONNECT = 'io server disconnect';

export interface ServerDisconnectReconnectOptions {
  /** [0, 1) — the jitter's source; tests pass a fixed one */
  random?: () => number;
  now?: () => number;
}

/**
 * The delay before the `attempt`-th reconnect in a row (0 = the first), with the manager's own settings
 * (reconnectionDelay, reconnectionDelayMax, randomizationFactor), as Socket.IO's reconnection computes
 * it: doubling from the delay up to the maximum, spread by the randomization factor so that the players a
 * stopping replica drops together do not all come back at the same instant.
 */
export function serverDisconnectDelay(manager: AppSocket['io'], attempt: number, random: () => number): number {
  const min = manager.reconnectionDelay();
  const max = manager.reconnectionDelayMax();
  const jitter = manager.randomizationFactor();
  const base = Math.min(min * 2 ** Math.min(attempt, 30), max);
  return Math.round(Math.min(max, base * (1 + jitter * (2 * random() - 1))));
}

/**
 * Socket.IO clients reconnect by themselves after a dropped connection, but not after the server said
 * "you are disconnected" ('io server disconnect'): a chat replica that disconnects its sockets as it
 * stops (older code does) would leave the players without chat, rain, live feed and notices until they
 * reload. This reconnects such a socket after a backoff delay; the connect then goes through the
 * manager, whose own reconnection (with its backoff) takes over while the server cannot be reached.
 *
 * Except after `session_revoked`: the session ended (logout elsewhere, password change, ban) and the
 * socket must stay down (SocketProvider decides whether to connect again with a new session).
 *
 * Consecutive server disconnects wait longer and longer (a server that keeps refusing is not hammered);
 * a connection that stayed up for reconnectionDelayMax starts the count again. Returns a function that
 * stops it, cancelling a reconnect still waiting.
 */
export function reconnectAfterServerDisconnect(socket: AppSocket, options: ServerDisconnectReconnectOptions = {}): () => void {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let sessionEnded = false;
  let attempts = 0;
  let connectedAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const onConnect = () => {
    sessionEnded = false; // connected again on purpose, with a session that is alive
    connectedAt = now();
  };
  const onSessionRevoked = () => {
    sessionEnded = true;
    cancel();
  };
  const onDisconnect = (reason: string) => {
    if (reason !== SERVER_DISCONNECT || sessionEnded) return;
    if (now() - connectedAt >= socket.io.reconnectionDelayMax()) attempts = 0;
    const delay = serverDisconnectDelay(socket.io, attempts++, random);
    console.info(`Socket disconnected by the server: reconnecting in ${delay} ms`);
    cancel();
    timer = setTimeout(() => {
      timer = null;
      // connected meanwhile (a new session after a revocation), or the session ended while waiting
      if (socket.active || sessionEnded) return;
      socket.connect();
    }, delay);
  };

  socket.on('connect', onConnect);
  socket.on('session_revoked', onSessionRevoked);
  socket.on('disconnect', onDisconnect);
  return () => {
    cancel();
    socket.off('connect', onConnect);
    socket.off('session_revoked', onSessionRevoked);
    socket.off('disconnect', onDisconnect);
  };
}
