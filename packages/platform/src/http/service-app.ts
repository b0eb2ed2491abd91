import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity } from '@app/contracts';
import type { Logger } from 'pino';
import { runWithRequestId } from '../context.js';
import { AppError, RateLimitedError } from '../errors.js';
import { verifyIdentity } from './identity.js';
import { httpRequestDuration, metricsRegistry } from '../metrics.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { parseBodies } from './body-parsing.js';
import { refuseUnstorableText } from './unstorable-text-guard.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set on every request that came through the gateway (userId null for visitors). */
    identity?: Identity;
  }
}

export interface ServiceAppOptions {
  /** the `service` label of the HTTP metrics */
  service?: string;
  logger: Logger;
  internalSecret: string;
  /** JSON body limit (default 1 MB, as the gateway's); the gateway enforces the public limit first. */
  bodyLimit?: string;
  /** Paths served without a gateway signature (health probes, metrics, signed-by-partner postbacks). */
  publicPaths?: string[];
}

const HEALTH_PROBES = new Set(['/healthz', '/readyz']);
const ALWAYS_PUBLIC = [...HEALTH_PROBES, '/metrics'];

/**
 * The Express app every service starts from: request id, the refusal of any request that does not carry
 * a valid identity signed by the gateway, JSON and form parsing, and the refusal of text PostgreSQL
 * cannot store (NUL, lone surrogates) anywhere in the path, query or body. Add routes, then call
 * finishServiceApp.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestContext(options.logger, options.service ?? String(options.logger.bindings().service ?? 'service')));
  app.get('/metrics', async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  const publicPaths = new Set([...ALWAYS_PUBLIC, ...(options.publicPaths ?? [])]);
  app.use(((req, _res, next) => {
    const identity = verifyIdentity(req.header(IDENTITY_HEADER), options.internalSecret);
    if (identity) {
      req.identity = identity;
      return next();
    }
    if (publicPaths.has(req.path) || [...publicPaths].some((p) => p.endsWith('*') && req.path.startsWith(p.slice(0, -1)))) return next();
    next(new AppError('UNAUTHENTICATED', 'Requests must come through the gateway'));
  }) as RequestHandler);
  app.use(parseBodies(options.bodyLimit ?? '1mb'));
  app.use(refuseUnstorableText);
  return app;
}

function requestContext(logger: Logger, service: string): RequestHandler {
  return (req, res, next) => {
    const requestId = req.header(REQUEST_ID_HEADER) ?? undefined;
    runWithRequestId(requestId, () => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        // The route pattern, not the path: ids in paths would make one series per round.
        const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
        httpRequestDuration.observe({ service, method: req.method, route, status: String(res.statusCode) }, ms / 1000);
        // the path as the gateway logged it: inside a router, req.path has lost the router's prefix
        const line = { method: req.method, path: req.originalUrl.split('?', 1)[0], status: res.statusCode, ms };
        // a probe's 503 (not ready, draining) is its answer, not a failure of this process
        if (res.statusCode >= 500 && HEALTH_PROBES.has(line.path!)) logger.warn(line, 'not ready');
        else if (res.statusCode >= 500) logger.error(line, 'request failed');
        else logger.debug(line, 'request');
      });
      next();
    });
  };
}

/** JSON 404 for unknown paths and the one error middleware: AppError → its status (body parsing's refusals are AppErrors already). */
export function finishServiceApp(app: Express, logger: Logger): Express {
  app.use(((req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`))) as RequestHandler);
  app.use(errorMiddleware(logger));
  return app;
}

export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = toAppError(err);
    if (appError.status >= 500) logger.error({ err, path: req.path }, 'unhandled error');
    if (res.headersSent) return;
    if (appError instanceof RateLimitedError) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status).json(appError.toBody(req.header(REQUEST_ID_HEADER) ?? undefined));
  };
}

/**
 * Turns what Express throws into AppErrors (body parsers' refusals arrive as AppErrors: body-parsing.ts);
 * anything unknown is a 500 without details.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { status?: number; message?: string } | null;
  if (e?.status && e.status >= 400 && e.status < 500) return new AppError('BAD_REQUEST', e.message ?? 'Bad request');
  if (isDatabaseUnavailable(err)) return new AppError('UNAVAILABLE', 'The service is temporarily unavailable, please retry in a moment');
  return new AppError('INTERNAL', 'Something went wrong on our side');
}
