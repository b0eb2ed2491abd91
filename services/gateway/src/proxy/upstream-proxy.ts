import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable, type Duplex } from 'node:stream';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { AppError } from '@app/platform';
import type { Logger } from 'pino';
import { rejectUpgrade, sendError } from '../http/error-response.js';
import { requestState } from '../http/request-state.js';
import { keepClientConnectionChoice } from './forward-headers.js';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';

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
 * Errors that happen before a single byte reached the service: the request can go to another replica
 * without any risk of doing its work twice.
 */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'UPSTREAM_CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function codedError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function isResponse(res: unknown): res is ServerResponse {
  return typeof (res as ServerResponse | undefined)?.writeHead === 'function';
}

/**
 * The proxy to one upstream service (http-proxy-middleware over its keep-alive agent). Each attempt asks
 * the pool for a replica not tried yet. A refused connection marks the replica as cooling down and retries
 * the request on another one; a keep-alive socket the service had just closed is retried once for
 * idempotent methods; anything else is a 502, and a service that does not answer in time a 504.
 */
export function createUpstreamProxy(pool: UpstreamPool, options: UpstreamProxyOptions): UpstreamProxy {
  const bad = () => new AppError('BAD_GATEWAY', `The ${pool.name} service is not reachable, please retry in a moment`);
  const timeout = () => new AppError('TIMEOUT', `The ${pool.name} service did not answer in time`);

  /** Each attempt streams the body that was read, so a retry can send it again. http-proxy's `buffer` option. */
  const replayBody: Plugin = (proxyServer) => {
    // http-proxy's documented hook for inserting a pass (`before`); its type declarations omit it
    (proxyServer as unknown as { before(type: 'web', pass: string, fn: (req: IncomingMessage, res: ServerResponse, opts: { buffer?: Readable }) => void): void }).before(
      'web',
      'stream',
      (req, _res, opts) => {
        const body = requestState(req).body;
        opts.buffer = Readable.from(body && body.length > 0 ? [body] : []);
      },
    );
  };

  /** Connect timeout, response timeout, and no upstream work left running for a client that went away. */
  const deadlines: Plugin = (proxyServer) => {
    const watch = (proxyReq: ClientRequest, onTimeout: () => void) => {
      let connectTimer: NodeJS.Timeout | undefined;
      const armConnectTimer = (socket: Socket) => {
        if (!socket.connecting) return; // a pooled keep-alive socket
        connectTimer = setTimeout(() => proxyReq.destroy(codedError('UPSTREAM_CONNECT_TIMEOUT', 'upstream connect timeout')), options.connectTimeoutMs);
        socket.once('connect', () => clearTimeout(connectTimer));
      };
      // plain requests are announced once they have a socket, upgrades before
      if (proxyReq.socket) armConnectTimer(proxyReq.socket as Socket);
      else proxyReq.once('socket', armConnectTimer);
      const responseTimer = setTimeout(onTimeout, options.timeoutMs);
      const clear = () => {
        clearTimeout(connectTimer);
        clearTimeout(responseTimer);
      };
      proxyReq.once('response', clear);
      proxyReq.once('upgrade', clear);
      proxyReq.once('close', clear);
    };
    proxyServer.on('proxyReq', (proxyReq, req, res) => {
      const state = requestState(req);
      state.proxyReq = proxyReq;
      watch(proxyReq, () => {
        state.timedOut = true;
        proxyReq.destroy(codedError('UPSTREAM_TIMEOUT', 'upstream response timeout'));
      });
      res.once('close', () => {
        if (!res.writableFinished) proxyReq.destroy();
      });
    });
    proxyServer.on('proxyReqWs', (proxyReq, req) => {
      const state = requestState(req);
      state.proxyReq = proxyReq;
      proxyReq.once('upgrade', () => (state.upgraded = true));
      watch(proxyReq, () => {
        state.timedOut = true;
        proxyReq.destroy(codedError('UPSTREAM_TIMEOUT', 'upstream handshake timeout'));
      });
    });
    // a client that resets its side is not an upstream failure; http-proxy reports it separately
    proxyServer.on('econnreset', () => undefined);
    proxyServer.on('proxyRes', (proxyRes, req, res) => {
      keepClientConnectionChoice(proxyRes.headers, requestState(req).clientConnection);
      res.once('close', () => {
        if (!res.writableFinished) proxyRes.destroy();
      });
    });
    proxyServer.on('open', (proxySocket) => proxySocket.on('error', (err) => options.logger.debug({ err, upstream: pool.name }, 'upstream WebSocket error')));
  };

  const failures: Plugin = (proxyServer) => {
    proxyServer.on('error', (err: Error & { code?: string }, req, res) => {
      const state = requestState(req);
      const code = err.code ?? '';
      const notConnected = NOT_CONNECTED.has(code);
      if (notConnected && state.target) pool.markRefused(state.target);
      if (!isResponse(res)) {
        if (state.upgraded) {
          // an open WebSocket whose service side failed: close it, the client reconnects
          options.logger.debug({ err, upstream: pool.name }, 'upstream WebSocket failed');
          (res as Duplex | undefined)?.destroy();
          return;
        }
        // an upgrade: http-proxy ends the client socket after this; the client reconnects (to another replica)
        options.logger.warn({ err, upstream: pool.name, target: state.target }, 'WebSocket upgrade could not be forwarded');
        if (res) rejectUpgrade(res as Duplex, err instanceof AppError ? err : state.timedOut ? timeout() : bad(), state.requestId);
        return;
      }
      if (res.headersSent) {
        options.logger.warn({ err, upstream: pool.name, target: state.target }, 'upstream failed while answering');
        res.destroy();
        return;
      }
      if (state.timedOut) {
        options.logger.warn({ upstream: pool.name, target: state.target, ms: options.timeoutMs }, 'upstream timed out');
        return sendError(res, timeout(), state.requestId);
      }
      const staleKeepAlive = code === 'ECONNRESET' && state.proxyReq?.reusedSocket === true && IDEMPOTENT.has(req.method ?? '') && !state.staleSocketRetried;
      if (staleKeepAlive && state.target) {
        state.staleSocketRetried = true;
        state.tried.delete(state.target);
      }
      if (notConnected || staleKeepAlive) {
        options.logger.debug({ err, upstream: pool.name, target: state.target }, 'retrying on another replica');
        return void proxy(req, res, (routerError?: unknown) => sendError(res, routerError instanceof AppError ? routerError : bad(), state.requestId));
      }
      options.logger.warn({ err, upstream: pool.name, target: state.target }, 'upstream request failed');
      sendError(res, bad(), state.requestId);
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
    plugins: [replayBody, deadlines, failures],
  });

  /** Sticky routes pick by the session (or, for a visitor, the address), so Socket.IO polling stays on one replica. */
  const stickyKeyOf = (req: IncomingMessage) => {
    const state = requestState(req);
    return state.route?.sticky ? (state.sessionToken ?? state.clientIp) : undefined;
  };

  return {
    web(req, res) {
      const state = requestState(req);
      void proxy(req, res, (err?: unknown) => sendError(res, err instanceof AppError ? err : bad(), state.requestId));
    },
    upgrade(req, socket, head) {
      proxy.upgrade(req, socket as Socket, head);
    },
  };
}
