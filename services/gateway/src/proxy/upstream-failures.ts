import type { ClientRequest } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Error codes of failures before a single byte reached the service: the request can go to another replica
 * without any risk of doing its work twice.
 */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'UPSTREAM_CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export function codedError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * Also any failure of the connect call itself (`connect ECONNRESET`: a replica shutting down resets the
 * connections it no longer accepts), which happens before the request was written.
 */
export function neverConnected(err: Error & { code?: string; syscall?: string }): boolean {
  return NOT_CONNECTED.has(err.code ?? '') || err.syscall === 'connect';
}

/**
 * A keep-alive socket the service closed just as we reused it: the request may not have been read, and
 * sending it again is safe only for a method that changes nothing.
 */
export function hitStaleKeepAlive(err: Error & { code?: string }, proxyReq: ClientRequest | undefined, method: string | undefined): boolean {
  return err.code === 'ECONNRESET' && proxyReq?.reusedSocket === true && IDEMPOTENT.has(method ?? '');
}

/**
 * The two deadlines of an attempt: a TCP connection within `connectTimeoutMs` (a refused connection, safe to
 * retry elsewhere, when missed), and the response head or upgrade within `timeoutMs` (`onTimeout`).
 */
export function watchDeadlines(proxyReq: ClientRequest, limits: { connectTimeoutMs: number; timeoutMs: number }, onTimeout: () => void): void {
  let connectTimer: NodeJS.Timeout | undefined;
  const armConnectTimer = (socket: Socket) => {
    if (!socket.connecting) return; // a pooled keep-alive socket
    connectTimer = setTimeout(() => proxyReq.destroy(codedError('UPSTREAM_CONNECT_TIMEOUT', 'upstream connect timeout')), limits.connectTimeoutMs);
    socket.once('connect', () => clearTimeout(connectTimer));
  };
  // plain requests are announced once they have a socket, upgrades before
  if (proxyReq.socket) armConnectTimer(proxyReq.socket as Socket);
  else proxyReq.once('socket', armConnectTimer);
  const responseTimer = setTimeout(onTimeout, limits.timeoutMs);
  const clear = () => {
    clearTimeout(connectTimer);
    clearTimeout(responseTimer);
  };
  proxyReq.once('response', clear);
  proxyReq.once('upgrade', clear);
  proxyReq.once('close', clear);
}
