import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { AppError, runWithRequestId } from '@app/platform';
import type { Logger } from 'pino';
import type { TrustFunction } from '../domain/client-address.js';
import { identifyCaller } from '../identity/caller-identity.js';
import type { SessionResolver } from '../identity/session-resolver.js';
import { prepareForwardedHeaders } from '../proxy/forward-headers.js';
import { bodyTooLarge, readBody } from '../proxy/request-body.js';
import type { UpstreamProxy } from '../proxy/upstream-proxy.js';
import { findRoute, isBackendPath, type UpstreamName } from '../routes/route-table.js';
import { declaresTooLarge } from '../security/body-size.js';
import { foreignOriginError, isForeignWrite } from '../security/origin-check.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { SecurityHeaderList } from '../security/security-headers.js';
import { answerGatewayError } from './error-middleware.js';
import { beginObservedRequest, pathOf } from './request-context.js';
import type { GatewayRequestState } from './request-state.js';

export interface BackendPipeline {
  trust: TrustFunction;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  internalSecret: string;
  sessions: SessionResolver;
  rateLimits: RateLimits;
  proxies: Record<UpstreamName, UpstreamProxy>;
  securityHeaders: Record<'http' | 'https', SecurityHeaderList>;
  logger: Logger;
  /** the Express app, which answers every other request */
  app: RequestListener;
}

/**
 * The gateway's request listener. A request for a service whose path has no rate limit of its own (every
 * bet, every screen's data: all but logins, registrations, password resets, postbacks and withdrawal
 * requests) is forwarded by the steps below, plain functions in the order of the Express app's
 * middlewares; every other request goes to the Express app (those paths' limits, the web app, health,
 * metrics). Express's router and Helmet's middlewares had cost about a third of the gateway's CPU per bet.
 */
export function createRequestListener(pipeline: BackendPipeline): RequestListener {
  return (req, res) => {
    const path = pathOf(req.url);
    if (!isBackendPath(path) || pipeline.rateLimits.hasOwnLimits(req.method ?? 'GET', path)) return pipeline.app(req, res);
    const state = beginObservedRequest(req, res, pipeline.trust, pipeline.logger);
    for (const [name, value] of pipeline.securityHeaders[state.proto]) res.setHeader(name, value);
    runWithRequestId(state.requestId, () => forward(pipeline, req, res, state, path)).catch((err: unknown) => answerGatewayError(err, req, res, pipeline.logger));
  };
}

/** The owning service, origin check, declared body size, the caller's identity, the per-caller limit, the body, and the proxy. */
async function forward(pipeline: BackendPipeline, req: IncomingMessage, res: ServerResponse, state: GatewayRequestState, path: string): Promise<void> {
  const route = findRoute(path);
  if (!route) throw new AppError('NOT_FOUND', `No route for ${req.method} ${path}`);
  state.route = route;
  if (isForeignWrite(req, path, pipeline.allowedOrigins)) throw foreignOriginError();
  if (declaresTooLarge(req, pipeline.bodyLimitBytes)) throw bodyTooLarge(pipeline.bodyLimitBytes);
  state.identity = await identifyCaller(req, state, pipeline.sessions, pipeline.logger);
  const limited = pipeline.rateLimits.countCall(req, res);
  if (limited) throw limited;
  state.body = await readBody(req, pipeline.bodyLimitBytes);
  prepareForwardedHeaders(req, state, pipeline.internalSecret, 'http');
  pipeline.proxies[route.upstream].web(req, res);
}
