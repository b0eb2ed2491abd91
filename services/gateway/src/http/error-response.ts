import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_ID_HEADER } from '@app/contracts';
import { RateLimitedError, type AppError } from '@app/platform';

/** A JSON error answer on a plain response; if the upstream already started answering, only cutting it off is left. */
export function sendError(res: ServerResponse, error: AppError, requestId: string | undefined, options: { closeConnection?: boolean } = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(error.toBody(requestId));
  const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' };
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  if (options.closeConnection) headers.connection = 'close';
  if (error instanceof RateLimitedError) headers['retry-after'] = String(error.retryAfterSeconds);
  res.writeHead(error.status, headers);
  res.end(body);
}

/** The same JSON error on the raw socket of a WebSocket upgrade that will not happen. */
export function rejectUpgrade(socket: Duplex, error: AppError, requestId: string | undefined): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(error.toBody(requestId));
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      (requestId ? `${REQUEST_ID_HEADER}: ${requestId}\r\n` : '') +
      'Connection: close\r\n\r\n' +
      body,
  );
}
