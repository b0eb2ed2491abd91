import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { AppError } from '@app/platform';
import type { Logger } from 'pino';
import { sendError } from '../http/error-response.js';
import { requestState } from '../http/request-state.js';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';
import { keepClientConnectionChoice } from './forward-headers.js';
import { codedError, hitStaleKeepAlive, neverConnected, watchDeadlines } from './upstream-failures.js';

export interface ForwardOptions {
  /** no response head within this → 504 */
  timeoutMs: number;
  /** no TCP connection within this → counts as refused (safe to retry elsewhere) */
  connectTimeoutMs: number;
  logger: Logger;
  /** the sticky routing key of a request, if its route is sticky */
  stickyKeyOf: (req: IncomingMessage) => string | undefined;
}

interface Target {
  hostname: string;
  port: number;
}

/**
 * Forwards plain requests (body already read into state.body, headers prepared) with node:http over the
 * pool's keep-alive agent: one write for the request, the answer streamed back as it comes. Each attempt
 * asks the pool for a replica not tried yet. A refused connection marks the replica as cooling down and
 * sends the request to another one; a keep-alive socket the service had just closed is retried once for
 * idempotent methods; anything else is a 502, and a service that does not answer in time a 504. An
 * answer that says `Connection: close` has the pool check that replica's readiness at once.
 *
 * This is the gateway's hottest path: it does only what a request needs, which a general proxy library
 * (streams for the body, a pass pipeline, events per request) made cost about half again as much CPU.
 */
export function createRequestForwarder(pool: UpstreamPool, options: ForwardOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const bad = () => new AppError('BAD_GATEWAY', `The ${pool.name} service is not reachable, please retry in a moment`);
  const timeout = () => new AppError('TIMEOUT', `The ${pool.name} service did not answer in time`);
  const targets = new Map<string, Target>();
  const targetOf = (replica: string): Target => {
    let target = targets.get(replica);
    if (!target) {
      const url = new URL(replica);
      target = { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
      targets.set(replica, target);
    }
    return target;
  };

  const attempt = (req: IncomingMessage, res: ServerResponse): void => {
    const state = requestState(req);
    const replica = pool.pick(state.tried, options.stickyKeyOf(req));
    if (!replica) return sendError(res, bad(), state.requestId);
    state.tried.add(replica);
    state.target = replica;
    const proxyReq = httpRequest({ ...targetOf(replica), method: req.method, path: req.url, headers: req.headers, agent: pool.agent });
    state.proxyReq = proxyReq;
    watchDeadlines(proxyReq, options, () => {
      state.timedOut = true;
      proxyReq.destroy(codedError('UPSTREAM_TIMEOUT', 'upstream response timeout'));
    });
    // no upstream work left running for a client that went away
    const abandon = () => {
      if (!res.writableFinished) proxyReq.destroy();
    };
    res.once('close', abandon);

    proxyReq.once('response', (proxyRes) => {
      const headers = proxyRes.headers;
      // a replica that starts draining says so on every answer first: look at its readiness now
      if (headers.connection === 'close') pool.saidConnectionClose(replica);
      keepClientConnectionChoice(headers, state.clientConnection);
      // an HTTP/1.0 client cannot read a chunked answer; without a length it ends at the connection's close
      if (req.httpVersion === '1.0') delete headers['transfer-encoding'];
      res.once('close', () => {
        if (!res.writableFinished) proxyRes.destroy();
      });
      proxyRes.once('error', (err) => {
        options.logger.warn({ err, upstream: pool.name, target: replica }, 'upstream failed while answering');
        res.destroy();
      });
      res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, headers);
      proxyRes.pipe(res);
    });

    let failed = false;
    proxyReq.on('error', (err: Error & { code?: string }) => {
      if (failed) return;
      failed = true;
      res.off('close', abandon);
      if (res.destroyed && !res.writableFinished) return; // the client left; nobody to answer
      const notConnected = neverConnected(err);
      if (notConnected) pool.rest(replica, 'refused a connection');
      if (res.headersSent) {
        options.logger.warn({ err, upstream: pool.name, target: replica }, 'upstream failed while answering');
        res.destroy();
        return;
      }
      if (state.timedOut) {
        pool.rest(replica, 'did not answer in time');
        options.logger.warn({ upstream: pool.name, target: replica, ms: options.timeoutMs }, 'upstream timed out');
        return sendError(res, timeout(), state.requestId);
      }
      const staleKeepAlive = !state.staleSocketRetried && hitStaleKeepAlive(err, proxyReq, req.method);
      if (staleKeepAlive) {
        state.staleSocketRetried = true;
        state.tried.delete(replica);
      }
      if (notConnected || staleKeepAlive) {
        options.logger.debug({ err, upstream: pool.name, target: replica }, 'retrying on another replica');
        return attempt(req, res);
      }
      options.logger.warn({ err, upstream: pool.name, target: replica }, 'upstream request failed');
      sendError(res, bad(), state.requestId);
    });

    proxyReq.end(state.body);
  };
  return attempt;
}
