import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, openPglite, openSqlSession, type DatabaseHandle } from '@app/platform';
import { createTestDatabase } from '@app/platform/testing';
// @ts-expect-error plain ESM helper shared with the db:* scripts
import { prismaDiff } from '../../scripts/prisma-tools.mjs';
import { readCatalogue } from '../support/catalogue.js';
import { declaredSchema, serviceSchemas as services } from '../support/service-schemas.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.each(services.map((s) => [s.name, s] as const))('migrations of %s', (_name, service) => {
  it('build exactly the database its Prisma schema describes (PostgreSQL)', async () => {
    const schema = declaredSchema(service.schemaFile);
    const migrated = await createTestDatabase();
    const expected = await createTestDatabase();
    cleanups.push(migrated.drop, expected.drop);

    const migratedDb: DatabaseHandle = { kind: 'postgres', url: migrated.url, poolSize: 1 };
    const applied = await applyMigrations(migratedDb, { schema, dir: service.migrationsDir });
    expect(applied.length).toBeGreaterThan(0);

    // What Prisma itself renders for the current schema.prisma, on an empty database.
    const expectedSql = await openSqlSession({ kind: 'postgres', url: expected.url, poolSize: 1 });
    await expectedSql.exec(prismaDiff(null, service.schemaFile));
    const want = await readCatalogue(expectedSql, schema);
    await expectedSql.close();

    const migratedSql = await openSqlSession(migratedDb);
    const got = await readCatalogue(migratedSql, schema);
    await migratedSql.close();

    expect(got.tables).toEqual(want.tables);
    expect(got.columns).toEqual(want.columns);
    expect(got.indexes).toEqual(want.indexes);
    expect(got.constraints).toEqual(want.constraints);
  });

  it('apply cleanly to the embedded database (PGlite) with the same catalogue', async () => {
    const schema = declaredSchema(service.schemaFile);
    const pglite = await openPglite(undefined);
    cleanups.push(() => pglite.close());
    const db: DatabaseHandle = { kind: 'pglite', pglite };
    await applyMigrations(db, { schema, dir: service.migrationsDir });
    const again = await applyMigrations(db, { schema, dir: service.migrationsDir });
    expect(again).toEqual([]);

    const expected = await createTestDatabase();
    cleanups.push(expected.drop);
    const expectedSql = await openSqlSession({ kind: 'postgres', url: expected.url, poolSize: 1 });
    await expectedSql.exec(prismaDiff(null, service.schemaFile));
    const want = await readCatalogue(expectedSql, schema);
    await expectedSql.close();

    const got = await readCatalogue(await openSqlSession(db), schema);
    expect(got.tables).toEqual(want.tables);
    expect(got.columns).toEqual(want.columns);
    expect(got.constraints).toEqual(want.constraints);
  });
});

it('every service that owns data has committed migrations', () => {
  for (const service of services) {
    expect(() => readFileSync(join(service.migrationsDir, '0001_init', 'migration.sql'), 'utf8'), service.name).not.toThrow();
  }
});
