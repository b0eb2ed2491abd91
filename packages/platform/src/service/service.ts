import type { RequestListener, Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bus } from '../bus/bus.js';
import type { DatabaseHandle } from '../db/database.js';

/** What a process hands each service it builds; main.ts (distributed) or the launcher (embedded) wires it. */
export interface Infrastructure {
  mode: 'embedded' | 'distributed';
  /** null for a service that owns no data (the gateway); see requireDatabase */
  db: DatabaseHandle | null;
  bus: Bus;
  /** null in the embedded mode (and in the distributed mode when REDIS_URL is not set) */
  redis: Redis | null;
  logger: Logger;
  internalSecret: string;
  /** for files a service keeps on disk (the local mailbox) */
  dataDir: string;
}

/** A built service: an HTTP app plus the background work it runs. `app.ts` of each service returns one. */
export interface Service {
  readonly name: string;
  /** an Express app, or a listener that hands Express what it does not answer itself (the gateway) */
  readonly app: RequestListener;
  /** Starts background work (outbox relay, timers). Consumers are started by bus.start(). */
  start(): Promise<void>;
  /** Stops background work and closes the service's own connections (Prisma). */
  stop(): Promise<void>;
  /** Each dependency and whether it answers now, for /readyz. */
  readiness(): Promise<Record<string, boolean>>;
  /** Called with the HTTP server once it listens (socket.io attaches here). */
  attach?(server: Server): void;
}

/** A service's description, enough for either mode to build and migrate it. */
export interface ServiceDefinition {
  name: string;
  /** PostgreSQL schema of the service's own tables, or null if it owns no data */
  schema: string | null;
  /** absolute path of prisma/migrations */
  migrationsDir: string | null;
  defaultPort: number;
  /** keeps something in Redis when REDIS_URL is set; only these processes connect to it (redisUrlFor) */
  usesRedis?: boolean;
  build(infra: Infrastructure): Promise<Service>;
}

/** The database of a service that owns data; a definition with a schema always gets one. */
export function requireDatabase(infra: Infrastructure): DatabaseHandle {
  if (!infra.db) throw new Error('this service needs a database (DATABASE_URL)');
  return infra.db;
}
