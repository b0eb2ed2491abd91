import { z } from 'zod';
import { NatsBus } from '../bus/nats-bus.js';
import { applyMigrations } from '../db/migrate.js';
import { distributedEnvShape, envVars, loadEnv, EnvError } from '../env.js';
import { createServiceServer } from '../http/service-server.js';
import { drainServer } from '../http/server-drain.js';
import { createLogger } from '../logger.js';
import type { Infrastructure, ServiceDefinition } from './service.js';
import { connectRedis, redisUrlFor } from './redis-connection.js';
import { onShutdown, installShutdownHandlers } from './shutdown.js';

/**
 * The HTTP server's drain once SIGTERM arrives (server-drain.ts): /readyz answers 503 at once, and the
 * server keeps accepting connections for 1.5 s, which the gateway's readiness checks (every second, and at
 * once on a `Connection: close` answer) need to stop sending it any, and then until none has come for
 * 250 ms; then, until 1 s after the notice, it answers with `Connection: close` while balancers and
 * proxies let go of their keep-alive sockets, and requests in flight have until 3 s after the notice
 * (4.5 s in all, within the 5 s one shutdown step may take). The HTTP server is the
 * first thing stopped; then the commands and events NATS brings (the other replicas take them), then the
 * service and its database, Redis, and the NATS connection, all within SHUTDOWN_DEADLINE_MS (7 s).
 */
const DRAIN = { noticeMs: 1_500, quietMs: 250, lingerMs: 1_000, deadlineMs: 3_000 };

/**
 * The distributed mode's process for one service: read env, migrate its schema, connect NATS and Redis,
 * build, start, listen on PORT; one shutdown path on SIGTERM/SIGINT (readiness off at once, the HTTP
 * server drained, then the service and its connections closed); any start-up failure exits 1, NATS not
 * answering within its first-connect bound included.
 */
export async function runServiceProcess(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(definition.name, process.env.LOG_LEVEL);
  installShutdownHandlers(logger);
  try {
    const env = loadEnv({ ...distributedEnvShape, PORT: envVars.port(definition.defaultPort), HOST: z.string().default('127.0.0.1'), DATA_DIR: z.string().default('./data') });
    if (definition.schema && !env.DATABASE_URL) throw new EnvError('Invalid environment:\n  DATABASE_URL: is required by this service');
    const db = env.DATABASE_URL ? { kind: 'postgres' as const, url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : null;
    if (db && definition.schema && definition.migrationsDir) await applyMigrations(db, { schema: definition.schema, dir: definition.migrationsDir, logger });
    const bus = await NatsBus.connect({ url: env.NATS_URL, service: definition.name, logger, namespace: env.NATS_NAMESPACE, firstConnect: { giveUpAfterMs: env.NATS_FIRST_CONNECT_TIMEOUT_MS }, bundleEvents: env.NATS_EVENT_BUNDLES });
    onShutdown('nats', () => bus.close());
    const redisUrl = redisUrlFor(definition, env);
    const redis = redisUrl ? connectRedis(redisUrl, { logger, namespace: env.NATS_NAMESPACE }) : null;
    if (redis) onShutdown('redis', async () => void (await redis.quit().catch(() => redis.disconnect())));
    const infra: Infrastructure = { mode: 'distributed', db, bus, redis, logger, internalSecret: env.INTERNAL_SECRET, dataDir: env.DATA_DIR };
    const service = await definition.build(infra);
    onShutdown(`${definition.name} service`, () => service.stop());
    // before the service closes its database: no command or event may reach it closed
    onShutdown('nats commands and consumers', () => bus.stopServing());
    await bus.start();
    await service.start();
    const server = createServiceServer(service);
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(env.PORT, env.HOST, resolve));
    onShutdown('http server', () => drainServer(server, { logger, ...DRAIN }));
    const address = server.address();
    logger.info({ port: typeof address === 'object' && address ? address.port : env.PORT }, `${definition.name} listening`);
  } catch (err) {
    if (err instanceof EnvError) logger.fatal(err.message);
    else logger.fatal({ err }, 'start-up failed');
    process.exit(1);
  }
}
