import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import type { Identity } from '@app/contracts';
import { IDENTITY_HEADER } from '@app/contracts';
import type { Bus } from '../bus/bus.js';
import { MemoryBus } from '../bus/memory-bus.js';
import { NatsBus } from '../bus/nats-bus.js';
import { openPglite, type DatabaseHandle } from '../db/database.js';
import { applyMigrations } from '../db/migrate.js';
import { openSqlSession } from '../db/sql-session.js';
import { signIdentity } from '../http/identity.js';
import { createServiceServer } from '../http/service-server.js';
import type { Infrastructure, Service, ServiceDefinition } from '../service/service.js';

/** The real servers of this machine and CI; override with the usual variables. */
export const testServers = {
  postgresAdminUrl: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789';

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** A new, empty PostgreSQL database on the test server; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = uniqueName('t').toLowerCase();
  const admin = new pg.Client({ connectionString: testServers.postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(testServers.postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: testServers.postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Applies each service's migrations and gives its outbox a journal, `outbox_written`: a copy of every row
 * the service writes to its outbox, in the same transaction (a trigger). The relay deletes an event once
 * it is published, so a test that asks which events a service wrote, and how many, reads the journal.
 */
async function migrateWithOutboxJournals(db: DatabaseHandle, definitions: ServiceDefinition[]): Promise<void> {
  for (const d of definitions) {
    if (!d.schema || !d.migrationsDir) continue;
    await applyMigrations(db, { schema: d.schema, dir: d.migrationsDir });
    const session = await openSqlSession(db);
    try {
      const s = `"${d.schema}"`;
      await session.exec(`
        CREATE TABLE IF NOT EXISTS ${s}."outbox_written" AS SELECT * FROM ${s}."outbox" WITH NO DATA;
        CREATE OR REPLACE FUNCTION ${s}."journal_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN INSERT INTO ${s}."outbox_written" VALUES (NEW.*); RETURN NEW; END $$;
        CREATE OR REPLACE TRIGGER "journal" AFTER INSERT ON ${s}."outbox" FOR EACH ROW EXECUTE FUNCTION ${s}."journal_outbox"();`);
    } finally {
      await session.close();
    }
  }
}

export interface TestInfrastructure extends Infrastructure {
  /** NATS namespace of this test run (also the Redis key prefix) */
  namespace: string;
  cleanup(): Promise<void>;
}

/**
 * Real PostgreSQL (a fresh database), NATS (a namespace of its own) and Redis (a key prefix of its own),
 * isolated from every other test, with every given service's migrations applied.
 */
export async function distributedTestInfrastructure(definitions: ServiceDefinition[] = [], options: { redis?: boolean } = {}): Promise<TestInfrastructure> {
  const database = await createTestDatabase();
  const namespace = uniqueName('ns');
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const db: DatabaseHandle = { kind: 'postgres', url: database.url, poolSize: 5 };
  await migrateWithOutboxJournals(db, definitions);
  const bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'test', logger, namespace });
  const redis = options.redis === false ? null : new Redis(testServers.redisUrl, { keyPrefix: `${namespace}:`, maxRetriesPerRequest: 2 });
  return {
    mode: 'distributed',
    db,
    bus,
    redis,
    logger,
    internalSecret: TEST_INTERNAL_SECRET,
    dataDir: `/tmp/${namespace}`,
    namespace,
    cleanup: async () => {
      await bus.destroyNamespace().catch(() => undefined);
      await bus.close();
      await redis?.quit().catch(() => undefined);
      await database.drop().catch(() => undefined);
    },
  };
}

/** The embedded mode's parts: an in-memory PGlite and the in-process bus, migrations applied. */
export async function embeddedTestInfrastructure(definitions: ServiceDefinition[] = []): Promise<TestInfrastructure> {
  const pglite = await openPglite(undefined);
  const db: DatabaseHandle = { kind: 'pglite', pglite };
  await migrateWithOutboxJournals(db, definitions);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const bus: Bus = new MemoryBus(logger);
  const namespace = uniqueName('mem');
  return {
    mode: 'embedded',
    db,
    bus,
    redis: null,
    logger,
    internalSecret: TEST_INTERNAL_SECRET,
    dataDir: `/tmp/${namespace}`,
    namespace,
    cleanup: async () => {
      await bus.close();
      await pglite.close();
    },
  };
}

export interface RunningTestService {
  service: Service;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Builds, starts and listens a service on a free loopback port. Call infra.bus.start() after all are built. */
export async function startTestService(definition: ServiceDefinition, infra: Infrastructure): Promise<RunningTestService> {
  const service = await definition.build(infra);
  const server = createServiceServer(service);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await service.start();
  const { port } = server.address() as AddressInfo;
  return {
    service,
    server,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await service.stop();
    },
  };
}

/** Headers of a request as the gateway would forward it for this user (null = visitor). */
export function gatewayHeaders(userId: string | null, extra: Partial<Identity> = {}): Record<string, string> {
  const identity: Identity = {
    userId,
    sessionId: userId ? `session-of-${userId}` : null,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    requestId: uniqueName('req'),
    iat: Date.now(),
    ...extra,
  };
  return { [IDENTITY_HEADER]: signIdentity(identity, TEST_INTERNAL_SECRET), 'content-type': 'application/json' };
}
