import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import { applyMigrations, claimStatement, MemoryBus, Outbox, type RawSql } from '@app/platform';
import { createTestDatabase, scansOf, scansOfIndex, type PlanNode } from '@app/platform/testing';
import { declaredSchema, serviceSchemas } from '../support/service-schemas.js';

const logger = pino({ level: 'silent' });

const registered = () => ({
  userId: randomUUID(), username: `u${randomUUID().slice(0, 8)}`, email: 'player@example.com', isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString(),
});

function rawSql(client: pg.Client): RawSql {
  return {
    $executeRawUnsafe: async (q, ...v) => (await client.query(q, v)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(q: string, ...v: unknown[]) => (await client.query(q, v)).rows as T,
  };
}

// Every event a service emits passes through its outbox table: an insert, the relay's claim, and the
// relay's delete once published. What the migrations make of that table decides what those cost PostgreSQL
// on the busiest path (bench/README.md): claims that write no index entry, and a claim that never wades
// through the rows already published.
describe.each(serviceSchemas.map((s) => [declaredSchema(s.schemaFile), s] as const))('the %s outbox table, as migrated', (schema, service) => {
  let drop: () => Promise<void>;
  let client: pg.Client;
  let sql: RawSql;
  let outbox: Outbox;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    await applyMigrations({ kind: 'postgres', url: database.url, poolSize: 1 }, { schema, dir: service.migrationsDir });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    sql = rawSql(client);
    outbox = new Outbox(schema, logger);
  });
  afterAll(async () => {
    await client?.end();
    await drop?.();
  });

  it('keeps only what is still to relay: a published event is deleted', async () => {
    for (let i = 0; i < 30; i++) await outbox.append(sql, 'auth.user.registered', registered());
    const bus = new MemoryBus(logger);
    expect(await outbox.relayBatch(sql, bus)).toBe(30);
    expect((await client.query(`SELECT "id" FROM "${schema}"."outbox"`)).rows).toEqual([]);
  });

  it("claims events with HOT updates: the relay's claim writes no index entry", async () => {
    await client.query('BEGIN');
    try {
      for (let i = 0; i < 60; i++) await outbox.append(sql, 'auth.user.registered', registered());
      const { rows: claimed } = await client.query(claimStatement(schema), [200]);
      expect(claimed).toHaveLength(60);
      const { rows: [counts] } = await client.query(
        `SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables WHERE schemaname = $1 AND relname = 'outbox'`,
        [schema],
      );
      // (what this session did before may be counted too, until it is flushed to the shared statistics)
      expect(counts.updated).toBeGreaterThanOrEqual(60);
      expect(counts.hot).toBe(counts.updated);
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it('claims through the seq index, even in the plan made for any batch size, with thousands of rows behind', async () => {
    await client.query(`
      INSERT INTO "${schema}"."outbox" ("id", "type", "data", "occurredAt")
        SELECT gen_random_uuid(), 'auth.user.registered', '{}'::jsonb, now() FROM generate_series(1, 5000);
      ANALYZE "${schema}"."outbox";
      SET plan_cache_mode = force_generic_plan;
      PREPARE claim_outbox (int) AS ${claimStatement(schema)};`);
    try {
      const { rows: [row] } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>('EXPLAIN (FORMAT JSON) EXECUTE claim_outbox(200)');
      const plan = row!['QUERY PLAN'][0].Plan;
      expect(scansOf(plan, 'outbox')).not.toContain('Seq Scan');
      // a plain index scan marks the entries of deleted rows dead as it passes them; a bitmap scan does not
      expect(scansOfIndex(plan, 'outbox_seq_idx')).toEqual(['Index Scan']);
    } finally {
      await client.query('DEALLOCATE claim_outbox; RESET plan_cache_mode;');
    }
  });
});
