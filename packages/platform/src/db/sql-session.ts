import pg from 'pg';
import type { DatabaseHandle } from './database.js';

/** A raw SQL connection for the few jobs Prisma does not do: migrations and catalogue checks. */
export interface SqlSession {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** several statements at once, no parameters */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openSqlSession(db: DatabaseHandle): Promise<SqlSession> {
  if (db.kind === 'pglite') {
    const { pglite } = db;
    return {
      query: async <R>(sql: string, params?: unknown[]) => (await pglite.query<R>(sql, params)).rows,
      exec: async (sql) => void (await pglite.exec(sql)),
      close: async () => undefined,
    };
  }
  const client = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 5000 });
  await client.connect();
  return {
    query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
    exec: async (sql) => void (await client.query(sql)),
    close: () => client.end(),
  };
}
