import { Server as HttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Server as NetServer, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

interface DrainState {
  draining: boolean;
  /** set once server.close() has closed the sockets idle at that moment */
  closing: boolean;
  /** responses not yet finished, to mark those in flight when the drain starts */
  inFlight: Set<ServerResponse>;
  /** when the server last accepted a connection (ms since the epoch; 0: never) */
  lastAcceptedAt: number;
}

const states = new WeakMap<Server, DrainState>();

/**
 * Lets drainServer() end a server's keep-alive connections cleanly: once it is draining, every answer
 * carries `Connection: close`, so the client drops that socket after the answer instead of sending its
 * next request on a socket about to close (a reset its proxy cannot safely retry). Call before listening.
 */
export function trackForDrain(server: Server): void {
  const state: DrainState = { draining: false, closing: false, inFlight: new Set(), lastAcceptedAt: 0 };
  states.set(server, state);
  server.on('connection', () => (state.lastAcceptedAt = Date.now()));
  // first, so that the header is set before any route answers
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (state.draining) res.setHeader('Connection', 'close');
    state.inFlight.add(res);
    res.once('close', () => {
      state.inFlight.delete(res);
      if (state.closing && !res.getHeader('connection')) endWhenIdle(req.socket);
    });
  });
}

/**
 * A socket whose answer had left keep-alive (it began before the drain) and ended only after
 * server.close(), which closes the sockets idle at that moment only: this one would otherwise hold the
 * drain until the deadline. Not done before server.close(): until the linger is over, a client may still
 * be sending its next request on that socket, and closing it under that request would reset it (its next
 * answer says `Connection: close` instead). end() sends what is still buffered before closing.
 */
function endWhenIdle(socket: Socket): void {
  setImmediate(() => {
    const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
    if (!busy && !socket.destroyed) socket.end();
  });
}

export interface DrainOptions {
  logger: Logger;
  /**
   * How long it keeps accepting connections first, answering each request with `Connection: close`,
   * while /readyz already says 503: the time for whoever polls readiness (the gateway, a load balancer)
   * to stop opening connections to it. Closing the listener at once would reset a connection that
   * arrived an instant before and still waits in the kernel's accept queue.
   */
  noticeMs?: number;
  /**
   * After the notice, the listener stays open until no connection has come for this long (at most
   * `lingerMs` more), so that a client whose readiness check noticed late has stopped opening connections
   * before it closes. The notice alone is not enough: a connection the kernel accepted while the event
   * loop was busy waits in its queue, and closing the listener resets it under a request nobody may retry.
   */
  quietMs?: number;
  /**
   * How long keep-alive sockets that are open when the drain starts may carry one more request (answered
   * with `Connection: close`, so the client closes them itself) before the ones still idle are closed.
   * Ends early once no connection is open.
   */
  lingerMs: number;
  /** from the end of the notice; then the connections still open are cut (long polls and streams that did not end) */
  deadlineMs: number;
}

const LINGER_CHECK_MS = 25;

/**
 * Stops a server so that neither a balancer nor a proxy's keep-alive pool sees a reset:
 * - after `noticeMs` (readiness is already off), and once no connection has come for `quietMs`, it stops
 *   accepting connections (a refused connection is one a proxy retries elsewhere);
 * - every answer from then on says `Connection: close`, in flight or arriving on a socket already open;
 * - sockets left idle after `lingerMs` are closed, and it resolves once every connection has ended, or
 *   at the deadline, when the rest are cut.
 * Node 20's server.close() closes idle keep-alive sockets at the moment it stops listening, which is
 * the moment a busy proxy is most likely to be writing its next request on one of them: so the listener
 * is closed first on its own, and server.close() (idle sockets, and whatever a service hooked on it,
 * such as its WebSockets) comes after the linger.
 */
export async function drainServer(server: Server, { logger, noticeMs = 0, quietMs = 0, lingerMs, deadlineMs }: DrainOptions): Promise<void> {
  const state = states.get(server);
  if (state) {
    state.draining = true;
    for (const res of state.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }
  if (!server.listening) return;
  if (noticeMs > 0) {
    logger.info({ noticeMs }, 'not ready; still accepting connections while readiness checks notice');
    await sleep(noticeMs);
  }
  const started = Date.now();
  // 'close' comes once the listener is closed and the last connection has ended
  const closed = new Promise<'closed'>((resolve) => server.once('close', () => resolve('closed')));
  if (state && quietMs > 0 && !(await acceptsStopped(state, quietMs, started + lingerMs))) {
    logger.warn({ quietMs, lingerMs }, 'connections still arriving after the notice; closing the listener anyway');
  }
  stopListening(server);
  let connections = await openConnections(server);
  logger.info({ connections, inFlight: state?.inFlight.size, lingerMs, deadlineMs }, 'draining');
  while (connections > 0 && Date.now() - started < lingerMs) {
    await sleep(LINGER_CHECK_MS);
    connections = await openConnections(server);
  }
  if (state) state.closing = true;
  server.close();
  const left = Math.max(0, deadlineMs - (Date.now() - started));
  const outcome = await Promise.race([closed, sleep(left).then(() => 'deadline' as const)]);
  if (outcome === 'deadline') {
    // not awaited: a connection upgraded to a WebSocket is no longer the HTTP server's to close
    logger.warn({ inFlight: state?.inFlight.size, deadlineMs }, 'drain deadline passed; closing the connections still open');
    server.closeAllConnections();
  } else logger.info({ ms: Date.now() - started }, 'drained');
}

/**
 * Waits until the server has accepted no connection for `quietMs`, or until `until` (false then). Before
 * saying yes it lets one poll phase of the event loop run: after a busy stretch, timers fire before the
 * connections queued meanwhile are accepted, and those would otherwise be reset by the close.
 */
async function acceptsStopped(state: DrainState, quietMs: number, until: number): Promise<boolean> {
  for (;;) {
    const quietFor = Date.now() - state.lastAcceptedAt;
    if (quietFor < quietMs) {
      if (Date.now() >= until) return false;
      await sleep(Math.min(quietMs - quietFor, until - Date.now()));
      continue;
    }
    const acceptedBefore = state.lastAcceptedAt;
    await new Promise((resolve) => setImmediate(resolve));
    if (state.lastAcceptedAt === acceptedBefore) return true;
  }
}

/** net.Server's close: the listening socket only (http.Server's own would close idle sockets too). */
function stopListening(server: Server): void {
  (Object.getPrototypeOf(HttpServer.prototype) as NetServer).close.call(server);
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));
}
