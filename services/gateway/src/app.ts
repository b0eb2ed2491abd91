import type { Server } from 'node:http';
import express, { type RequestHandler, type Router } from 'express';
import { AppError, addHealthRoutes, shutdownSignal, metricsRegistry, type Infrastructure, type Service } from '@app/platform';
import type { TrustFunction } from './domain/client-address.js';
import { loadGatewayConfig, type GatewayConfig } from './env.js';
import { createRequestListener } from './http/backend-pipeline.js';
import { gatewayErrorMiddleware, notFound } from './http/error-middleware.js';
import { requestContext } from './http/request-context.js';
import { requestState } from './http/request-state.js';
import { identifyCaller } from './identity/caller-identity.js';
import { SessionResolver } from './identity/session-resolver.js';
import { prepareForwardedHeaders } from './proxy/forward-headers.js';
import { readBody } from './proxy/request-body.js';
import { createUpgradeHandler } from './proxy/upgrade-handler.js';
import { createUpstreamProxy, type UpstreamProxy } from './proxy/upstream-proxy.js';
import { findRoute, isBackendPath, UPSTREAM_NAMES, type UpstreamName } from './routes/route-table.js';
import { declaredBodyLimit } from './security/body-size.js';
import { originCheck } from './security/origin-check.js';
import { createRateLimits, type RateLimits } from './security/rate-limits.js';
import { isInternalCaller } from './security/internal-only.js';
import { securityHeaderLists, securityHeaders } from './security/security-headers.js';
import { anyReplicaReady } from './upstreams/readiness.js';
import { reportReplicaStates } from './upstreams/replica-gauge.js';
import { UpstreamPool } from './upstreams/upstream-pool.js';
import { staticWeb } from './web/static-web.js';

export { gatewayService, gatewayServiceWith } from './definition.js';
export type { GatewayConfig } from './env.js';
export type { UpstreamName } from './routes/route-table.js';

/** What the embedded launcher and tests may set instead of the environment (upstream lists above all). */
export type GatewayOptions = Partial<GatewayConfig>;

/**
 * The edge of the system: serves the built web app, and forwards /api and /ws to the service that owns
 * each path (routes/route-table.ts), over keep-alive connections spread across each service's replicas.
 * On the way it refuses foreign-origin writes, oversized bodies and request floods, and replaces whatever
 * identity a client claims with the one its session cookie proves, signed for the services.
 */
export async function buildGatewayService(infra: Infrastructure, options: GatewayOptions = {}): Promise<Service> {
  const config: GatewayConfig = { ...loadGatewayConfig(), ...options };
  const { logger, bus } = infra;
  const pools = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [
      name,
      new UpstreamPool(name, config.upstreams[name], {
        cooldownMs: config.upstreamCooldownMs,
        dnsRefreshMs: config.dnsRefreshMs,
        idleSocketMs: config.idleSocketMs,
        readinessCheckMs: config.readinessCheckMs,
        readinessTimeoutMs: config.healthTimeoutMs,
        logger,
      }),
    ]),
  ) as Record<UpstreamName, UpstreamPool>;
  const proxyOptions = { timeoutMs: config.upstreamTimeoutMs, connectTimeoutMs: config.upstreamConnectTimeoutMs, logger };
  const proxies = Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, createUpstreamProxy(pools[name], proxyOptions)])) as Record<UpstreamName, UpstreamProxy>;
  const rateLimits = createRateLimits(config, infra.redis, infra.logger);
  const sessions = new SessionResolver(bus, { cacheMs: config.sessionCacheMs, cacheMax: config.sessionCacheMax, timeoutMs: config.sessionResolveTimeoutMs }, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const trust = app.get('trust proxy fn') as TrustFunction;

  app.use(requestContext(trust, logger));
  app.use(securityHeaders());
  // Ready when the gateway itself can serve: one service down must not take every gateway out of its load
  // balancer (the requests for the other services still work, and the proxy answers 503 for that one).
  // Redis is reported but optional: while it is down the rate limits pass requests (`degraded`, still 200).
  const readiness = async () => {
    const redis = rateLimits.redisReady();
    return { bus: bus.isHealthy(), ...(redis === null ? {} : { redis }) };
  };
  addHealthRoutes(app, readiness, shutdownSignal, ['redis']);
  // The whole system as the gateway sees it: each service with at least one ready replica, else 503 naming it.
  // The gateway's port is public: this and the metrics answer only to callers on this host or a private network.
  const internalOnly: RequestHandler = (req, _res, next) => next(isInternalCaller(req) ? undefined : new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));
  app.get('/readyz/services', internalOnly, async (_req, res) => {
    const services = Object.fromEntries(await Promise.all(UPSTREAM_NAMES.map(async (name) => [name, await anyReplicaReady(pools[name], config.healthTimeoutMs)] as const)));
    const ready = Object.values(services).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', services });
  });
  app.get('/metrics', internalOnly, async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  app.use(backendRouter(config, infra, sessions, rateLimits, proxies));
  app.use(staticWeb(config.webDist));
  app.use(notFound);
  app.use(gatewayErrorMiddleware(logger));

  const upgrades = createUpgradeHandler({ trust, allowedOrigins: config.allowedOrigins, sessions, internalSecret: infra.internalSecret, proxies, logger });
  const listener = createRequestListener({
    trust,
    allowedOrigins: config.allowedOrigins,
    bodyLimitBytes: config.bodyLimitBytes,
    internalSecret: infra.internalSecret,
    sessions,
    rateLimits,
    proxies,
    securityHeaders: securityHeaderLists(),
    logger,
    app,
  });
  const unreport: (() => void)[] = [];
  return {
    name: 'gateway',
    app: listener,
    async start() {
      await Promise.all(UPSTREAM_NAMES.map((name) => pools[name].start()));
      for (const name of UPSTREAM_NAMES) unreport.push(reportReplicaStates(pools[name]));
    },
    async stop() {
      upgrades.closeAll();
      rateLimits.close();
      for (const stopReporting of unreport.splice(0)) stopReporting();
      for (const name of UPSTREAM_NAMES) pools[name].stop();
    },
    readiness,
    attach(server: Server) {
      server.on('upgrade', upgrades.handle);
    },
  };
}

/**
 * /api and /ws: find the owning service (JSON 404 if none), then origin check, declared body size, the
 * limits per address (login, registration, failed postbacks), the caller's identity, the limits per user
 * (withdrawal requests, the API), the body, and the proxy.
 */
function backendRouter(config: GatewayConfig, infra: Infrastructure, sessions: SessionResolver, rateLimits: RateLimits, proxies: Record<UpstreamName, UpstreamProxy>): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    if (!isBackendPath(req.path)) return next('router');
    const route = findRoute(req.path);
    if (!route) return next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));
    requestState(req).route = route;
    next();
  });
  router.use(originCheck(config.allowedOrigins));
  router.use(declaredBodyLimit(config.bodyLimitBytes));
  router.use(rateLimits.byAddress);
  router.use(async (req, _res, next) => {
    const state = requestState(req);
    state.identity = await identifyCaller(req, state, sessions, infra.logger);
    next();
  });
  router.use(rateLimits.byCaller);
  router.use(async (req, res) => {
    const state = requestState(req);
    state.body = await readBody(req, config.bodyLimitBytes);
    prepareForwardedHeaders(req, state, infra.internalSecret, 'http');
    proxies[state.route!.upstream].web(req, res);
  });
  return router;
}
