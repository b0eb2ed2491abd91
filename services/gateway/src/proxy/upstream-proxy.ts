import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { AppError } from '@app/platform';
import type { Logger } from 'pino';
import { rejectUpgrade } from '../http/error-response.js';
import { requestState } from '../http/request-state.js';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';
import { createRequestForwarder } from './forward-request.js';
import { codedError, neverConnected, watchDeadlines } from './upstream-failures.js';

export interface UpstreamProxyOptions {
  /** no response head within this → 504 */
  timeoutMs: number;
  /** no TCP connection within this → counts as refused (safe to retry elsewhere) */
  connectTimeoutMs: number;
  logger: Logger;
}

export interface UpstreamProxy {
  /** Forwards a plain request whose body has been read (state.body) and whose headers are prepared. */
  web(req: IncomingMessage, res: ServerResponse): void;
  /** Forwards a WebSocket upgrade whose headers are prepared. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/**
 * The proxy to one upstream service: plain requests through the gateway's own forwarder
 * (forward-request.ts), WebSocket upgrades through http-proxy-middleware, both over the pool's keep-alive
 * agent. Sticky routes pick by the session (or, for a visitor, the address), so Socket.IO polling and a
 * player's games stay on one replica.
 */
export function createUpstreamProxy(pool: UpstreamPool, options: UpstreamProxyOptions): UpstreamProxy {
  const stickyKeyOf = (req: IncomingMessage) => {
    const state = requestState(req);
    return state.route?.sticky ? (state.sessionToken ?? state.clientIp) : undefined;
  };
  const forward = createRequestForwarder(pool, { ...options, stickyKeyOf });
  const upgrade = createUpgradeProxy(pool, options, stickyKeyOf);
  return { web: forward, upgrade };
}

/**
 * WebSocket upgrades: the handshake within the deadlines, a refused replica skipped for another, and a
 * JSON error on the raw socket when no replica takes it (the client reconnects).
 */
function createUpgradeProxy(pool: UpstreamPool, options: UpstreamProxyOptions, stickyKeyOf: (req: IncomingMessage) => string | undefined): UpstreamProxy['upgrade'] {
  const bad = () => new AppError('BAD_GATEWAY', `The ${pool.name} service is not reachable, please retry in a moment`);
  const timeout = () => new AppError('TIMEOUT', `The ${pool.name} service did not answer in time`);

  const deadlines: Plugin = (proxyServer) => {
    proxyServer.on('proxyReqWs', (proxyReq, req) => {
      const state = requestState(req);
      state.proxyReq = proxyReq;
      proxyReq.once('upgrade', () => (state.upgraded = true));
      watchDeadlines(proxyReq, options, () => {
        state.timedOut = true;
        proxyReq.destroy(codedError('UPSTREAM_TIMEOUT', 'upstream handshake timeout'));
      });
    });
    // a client that resets its side is not an upstream failure; http-proxy reports it separately
    proxyServer.on('econnreset', () => undefined);
    proxyServer.on('open', (proxySocket) => proxySocket.on('error', (err) => options.logger.debug({ err, upstream: pool.name }, 'upstream WebSocket error')));
  };

  const failures: Plugin = (proxyServer) => {
    proxyServer.on('error', (err: Error & { code?: string }, req, socket) => {
      const state = requestState(req);
      if (state.target && neverConnected(err)) pool.rest(state.target, 'refused a connection');
      else if (state.target && state.timedOut) pool.rest(state.target, 'did not answer in time');
      if (state.upgraded) {
        // an open WebSocket whose service side failed: close it, the client reconnects
        options.logger.debug({ err, upstream: pool.name }, 'upstream WebSocket failed');
        (socket as Duplex | undefined)?.destroy();
        return;
      }
      // http-proxy ends the client socket after this; the client reconnects (to another replica)
      options.logger.warn({ err, upstream: pool.name, target: state.target }, 'WebSocket upgrade could not be forwarded');
      if (socket) rejectUpgrade(socket as Duplex, err instanceof AppError ? err : state.timedOut ? timeout() : bad(), state.requestId);
    });
  };

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: (req) => {
      const state = requestState(req);
      const target = pool.pick(state.tried, stickyKeyOf(req));
      if (!target) throw bad();
      state.tried.add(target);
      state.target = target;
      return target;
    },
    agent: pool.agent,
    changeOrigin: false,
    xfwd: false,
    ejectPlugins: true,
    plugins: [deadlines, failures],
  });

  return (req, socket, head) => proxy.upgrade(req, socket as Socket, head);
}
