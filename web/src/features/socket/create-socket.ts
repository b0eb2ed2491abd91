import { io } from 'socket.io-client';
import type { AppSocket } from './socket-context';

/** Path of the chat service's Socket.IO endpoint (the contracts' SOCKET_PATH; kept here to keep zod out of the chunk). */
export const SOCKET_PATH = '/ws';

/**
 * A socket to the same origin (the gateway proxies `/ws` and authenticates it with the session cookie),
 * trying WebSocket first and falling back to long polling. It does not connect until asked.
 */
export function createSocket(): AppSocket {
  return io({ path: SOCKET_PATH, transports: ['websocket', 'polling'], withCredentials: true, autoConnect: false });
}
