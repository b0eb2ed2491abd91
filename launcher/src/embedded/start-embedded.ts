import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildGatewayService } from '@app/gateway';
import { MemoryBus, applyMigrations, createServiceServer, openPglite, type Infrastructure, type Logger, type Service } from '@app/platform';
import { backendServices } from '../services.js';
import { loadOrCreateInternalSecret } from './secrets.js';

export interface EmbeddedOptions {
  port: number;
  host: string;
  dataDir: string;
  internalSecret?: string;
  /** a root logger without a `service` binding: each service gets a child bound to its name */
  logger: Logger;
}

export interface RunningEmbedded {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded mode: one process, one PGlite database under DATA_DIR (a PostgreSQL schema per service,
 * the same migrations as production), the in-process bus, and every service on its own loopback port
 * behind the gateway — the same HTTP hops as the distributed mode.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<RunningEmbedded> {
  const logger = options.logger.child({ service: 'embedded' });
  const dataDir = resolve(options.dataDir);
  const internalSecret = loadOrCreateInternalSecret(dataDir, options.internalSecret);
  const pglite = await openPglite(join(dataDir, 'pglite'));
  const db = { kind: 'pglite' as const, pglite };
  for (const definition of backendServices) {
    if (definition.schema && definition.migrationsDir) await applyMigrations(db, { schema: definition.schema, dir: definition.migrationsDir, logger });
  }
  const bus = new MemoryBus(logger);
  const infraFor = (name: string): Infrastructure => ({ mode: 'embedded', db, bus, redis: null, logger: options.logger.child({ service: name }), internalSecret, dataDir });

  const running: { service: Service; server: Server }[] = [];
  const upstreams: Record<string, string[]> = {};
  for (const definition of backendServices) {
    const service = await definition.build(infraFor(definition.name));
    const server = await listen(service, 0, '127.0.0.1');
    upstreams[definition.name] = [`http://127.0.0.1:${(server.address() as AddressInfo).port}`];
    running.push({ service, server });
  }
  // the services run in this process: a readiness check of each would only report the process itself
  const gateway = await buildGatewayService(infraFor('gateway'), { upstreams, readinessCheckMs: 0 });
  await bus.start();
  for (const { service } of running) await service.start();
  await gateway.start();
  const gatewayServer = await listen(gateway, options.port, options.host);
  running.push({ service: gateway, server: gatewayServer });
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${(gatewayServer.address() as AddressInfo).port}`;

  return {
    url,
    async stop() {
      for (const { service, server } of [...running].reverse()) {
        await new Promise<void>((r) => server.close(() => r()));
        server.closeAllConnections();
        await service.stop().catch((err: unknown) => logger.warn({ err, service: service.name }, 'stop failed'));
      }
      await bus.close();
      await pglite.close();
    },
  };
}

async function listen(service: Service, port: number, host: string): Promise<Server> {
  const server = createServiceServer(service);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
