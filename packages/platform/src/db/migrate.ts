import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './database.js';
import { openSqlSession } from './sql-session.js';

export interface MigrationOptions {
  /** the service's PostgreSQL schema, e.g. 'auth' */
  schema: string;
  /** prisma/migrations of the service: one folder per migration holding migration.sql */
  dir: string;
  logger?: Logger;
}

/**
 * Applies the service's committed migrations that the database has not seen yet, each in its own
 * transaction, recording them in `<schema>._migrations`. An advisory lock makes concurrent replicas
 * starting at once apply each migration exactly once.
 */
export async function applyMigrations(db: DatabaseHandle, options: MigrationOptions): Promise<string[]> {
  const names = listMigrations(options.dir);
  const session = await openSqlSession(db);
  const lockKey = `migrate:${options.schema}`;
  const applied: string[] = [];
  try {
    if (db.kind === 'postgres') await session.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    await session.exec(`CREATE SCHEMA IF NOT EXISTS "${options.schema}";
      CREATE TABLE IF NOT EXISTS "${options.schema}"."_migrations" (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now());`);
    const done = new Set((await session.query<{ name: string }>(`SELECT name FROM "${options.schema}"."_migrations"`)).map((r) => r.name));
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = readFileSync(join(options.dir, name, 'migration.sql'), 'utf8');
      await session.exec('BEGIN');
      try {
        await session.exec(sql);
        await session.query(`INSERT INTO "${options.schema}"."_migrations" (name) VALUES ($1)`, [name]);
        await session.exec('COMMIT');
      } catch (err) {
        await session.exec('ROLLBACK');
        throw new Error(`Migration ${options.schema}/${name} failed: ${(err as Error).message}`);
      }
      applied.push(name);
      options.logger?.info({ schema: options.schema, migration: name }, 'migration applied');
    }
  } finally {
    if (db.kind === 'postgres') await session.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await session.close();
  }
  return applied;
}

export function listMigrations(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
}
