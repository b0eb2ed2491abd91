import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@app/contracts';
import { reportRedisConnection } from '@app/platform';
import { countSockets } from './socket-gauge.js';

/** What the server keeps on each socket: who the gateway said it is, and by which session (null for a visitor). */
export interface SocketData {
  userId: string | null;
  sessionId: string | null;
}

export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** One connected socket of this replica. */
export type ChatSocket = Parameters<Parameters<ChatIo['on']>[1]>[0];

export interface SocketServer {
  io: ChatIo;
  /** Disconnects this replica's sockets and leaves the adapter (the HTTP server is closed by its owner). */
  close(): Promise<void>;
}

/**
 * The Socket.IO server of this replica, created before any HTTP server exists (emits before attach()
 * reach nobody, which is right). With Redis, the adapter relays every emit to every chat replica, so
 * `io.emit` reaches all sockets and `io.local.emit` only this replica's.
 */
export function createSocketServer(redis: Redis | null, logger: Logger): SocketServer {
  const io: ChatIo = new Server({ path: SOCKET_PATH, serveClient: false });
  const adapterClients: Redis[] = [];
  if (redis) {
    // Pub/sub channel names are not keys, so ioredis does not prefix them: put the deployment's prefix
    // (NATS_NAMESPACE) into the adapter's key ourselves, or two deployments on one Redis would mix.
    const prefix = redis.options.keyPrefix ?? '';
    // A batch of settled rounds is emitted in one go (one game_result each): auto-pipelining sends those
    // publishes in one write instead of one system call each.
    const pub = redis.duplicate({ keyPrefix: '', enableAutoPipelining: true });
    const sub = redis.duplicate({ keyPrefix: '' });
    // one warning an outage, not one a reconnection attempt (a duplicate does not inherit the client's listeners)
    reportRedisConnection(pub, logger, 'socket adapter publish');
    reportRedisConnection(sub, logger, 'socket adapter subscribe');
    adapterClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${prefix}socket.io`, requestsTimeout: 3000 }));
  }
  const uncount = countSockets(io);
  return {
    io,
    close: async () => {
      uncount();
      // the connections, not a disconnect packet: clients reconnect by themselves (see closeSocketsWithServer)
      io.engine?.close();
      await io.of('/').adapter.close?.();
      await Promise.all(adapterClients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
