import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { RawSql } from './raw-sql.js';
import { PreparedNames } from './prepared-names.js';
import { keepWasmOnBaselineCompiler } from './wasm-tier.js';

/**
 * Where a service's data lives: a PostgreSQL server (distributed mode) or the one PGlite instance of
 * the embedded mode. Each service keeps its tables in its own PostgreSQL schema in either case.
 */
export type DatabaseHandle = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; pglite: PGlite };

/**
 * A service's way to its database: the driver adapter its generated Prisma client is constructed with and,
 * over the same connections, plain SQL for the few hot statements where Prisma's own cost matters (a raw
 * statement through Prisma takes about four times the CPU of the same statement through pg, an interactive
 * transaction more than ten times: measured with bench/ on this machine). `sql` runs each statement on
 * its own (autocommit); anything that needs a transaction stays with Prisma.
 */
export interface DatabaseClients {
  adapter: PrismaPg | PrismaPGlite;
  sql: RawSql;
}

export function databaseClients(db: DatabaseHandle): DatabaseClients {
  if (db.kind === 'postgres') {
    keepWasmOnBaselineCompiler();
    const pool = postgresPool(db);
    const prepared = new PreparedNames();
    const run = (text: string, values: unknown[]) => pool.query({ name: prepared.nameOf(text), text, values });
    return {
      adapter: new PrismaPg(pool, { disposeExternalPool: true }),
      sql: {
        $executeRawUnsafe: async (query, ...values) => (await run(query, values)).rowCount ?? 0,
        $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await run(query, values)).rows as T,
      },
    };
  }
  const { pglite } = db;
  return {
    adapter: new PrismaPGlite(pglite),
    sql: {
      $executeRawUnsafe: async (query, ...values) => (await pglite.query(query, values)).affectedRows ?? 0,
      $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await pglite.query(query, values)).rows as T,
    },
  };
}

/** The driver adapter a generated Prisma client is constructed with (when the service needs no plain SQL). */
export function prismaAdapter(db: DatabaseHandle): PrismaPg | PrismaPGlite {
  return databaseClients(db).adapter;
}

function postgresPool(db: { url: string; poolSize: number }): pg.Pool {
  const pool = new pg.Pool({ connectionString: db.url, max: db.poolSize, connectionTimeoutMillis: 5000 });
  // When PostgreSQL ends a connection (restart, failover, `pg_ctl stop`), its client emits 'error'. pg-pool
  // and the adapter listen only while a client is idle or inside a transaction; an 'error' event with no
  // listener kills the process (seen in test/e2e/faults/postgres-outage.test.ts). The failing queries
  // still reject and the pool drops the broken client, so the event only has to be heard here.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // the same for a connection that dies while idle in the pool (pg-pool re-emits it on the pool)
  pool.on('error', () => undefined);
  return pool;
}

export { openPglite } from './pglite.js';
