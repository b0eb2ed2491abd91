import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody, ErrorCode } from '@app/contracts';
import type { Service } from '../service/service.js';
import { trackForDrain } from './server-drain.js';

/**
 * The HTTP server of a service, the same in every mode: idle keep-alive sockets outlive a proxy's pool
 * (the gateway keeps its upstream sockets 4 s), it can be drained (server-drain.ts), the service's socket
 * layer attaches, and a request Node refuses before any route gets the platform's JSON error too.
 */
export function createServiceServer(service: Pick<Service, 'app' | 'attach'>): Server {
  const server = createServer(service.app);
  server.keepAliveTimeout = 65_000;
  trackForDrain(server);
  answerClientErrorsAsJson(server);
  service.attach?.(server);
  return server;
}

/**
 * Node answers a request it cannot parse (a malformed request line, headers over its size limit, headers
 * that take too long) itself, with an empty body and no content type. A client then finds no `code` or
 * `message` where every other refusal has them; this writes them.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable || answerInProgress(socket)) {
      socket.destroy();
      return;
    }
    const [status, code, message] = refusalFor(err);
    const body = JSON.stringify({ code, message } satisfies ErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

function refusalFor(err: NodeJS.ErrnoException): [number, ErrorCode, string] {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'HEADERS_TOO_LARGE', 'The request headers are too large (cookies included); clear this site’s cookies and try again'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'];
    default:
      return [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
  }
}

/** A keep-alive socket may already carry an answer being written; a second status line would corrupt it. */
function answerInProgress(socket: Duplex): boolean {
  const current = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return Boolean(current?.headersSent);
}
