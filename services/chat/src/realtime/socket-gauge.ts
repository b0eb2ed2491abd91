import { gauge } from '@app/platform';
import type { ChatIo } from './socket-server.js';

/** The Socket.IO servers of this process (one per chat service it runs; tests run several). */
const servers = new Set<ChatIo>();

// Read from Socket.IO at each scrape rather than counted on connect and disconnect: it cannot drift.
gauge('chat_sockets_connected', 'Sockets connected to this process (past the handshake check)', [], (g) => {
  let connected = 0;
  for (const io of servers) connected += io.of('/').sockets.size;
  g.set(connected);
});

/** Counts this server's sockets on /metrics until the returned function is called. */
export function countSockets(io: ChatIo): () => void {
  servers.add(io);
  return () => void servers.delete(io);
}
