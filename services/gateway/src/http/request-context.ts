import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@app/contracts';
import { httpRequestDuration, runWithRequestId } from '@app/platform';
import type { Logger } from 'pino';
import type { TrustFunction } from '../domain/client-address.js';
import { beginRequest } from './request-facts.js';
import type { GatewayRequestState } from './request-state.js';

/** The path of a request target, without its query (what Express calls `req.path`). */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Starts a request the gateway answers or forwards: its state (request id, client facts), the request id
 * on the answer, and once answered one metric sample and one log line (debug; warn for a 5xx).
 */
export function beginObservedRequest(req: IncomingMessage, res: ServerResponse, trust: TrustFunction, logger: Logger): GatewayRequestState {
  const state = beginRequest(req, trust);
  res.setHeader(REQUEST_ID_HEADER, state.requestId);
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const line = { method: req.method, path: pathOf(req.url), status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, upstream: state.route?.upstream, target: state.target };
    // By upstream, not by path: paths carry ids and would make one series per round.
    httpRequestDuration.observe({ service: 'gateway', method: req.method ?? 'GET', route: state.route ? `/${state.route.upstream}` : 'local', status: String(res.statusCode) }, line.ms / 1000);
    if (res.statusCode >= 500) logger.warn(line, 'request failed');
    else logger.debug(line, 'request');
  });
  return state;
}

/** The Express app's first middleware: beginObservedRequest, and the rest of the request in its request id's context. */
export function requestContext(trust: TrustFunction, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const state = beginObservedRequest(req, res, trust, logger);
    runWithRequestId(state.requestId, next);
  };
}
