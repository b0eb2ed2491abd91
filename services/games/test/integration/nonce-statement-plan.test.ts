import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlSession, type SqlSession } from '@app/platform';
import { distributedTestInfrastructure, scansOf, type PlanNode, type TestInfrastructure } from '@app/platform/testing';
import { gamesService } from '../../src/app.js';
import { RESERVE_NONCES_SQL } from '../../src/db/rounds.js';

// Under load games takes several players' nonces in one prepared statement, whose plan PostgreSQL may
// cache for any batch (a generic plan): it must reach each player's seed pair by its index, not read them all.
describe('the nonce statement of a batch of instant rounds on PostgreSQL', () => {
  let infra: TestInfrastructure;
  let sql: SqlSession;

  beforeAll(async () => {
    infra = await distributedTestInfrastructure([gamesService], { redis: false });
    sql = await openSqlSession(infra.db!);
  });

  afterAll(async () => {
    await sql?.close();
    await infra?.cleanup();
  });

  it('reads the players\' seed pairs by index, even in the plan made for any batch, with 20,000 players', async () => {
    await sql.exec(`
      INSERT INTO "games"."seed_pairs" ("id", "userId", "activeUserId", "serverSeed", "serverSeedHash", "clientSeed")
        SELECT gen_random_uuid(), 'plan-' || g, 'plan-' || g, repeat('a', 64), repeat('b', 64), 'seed' FROM generate_series(1, 20000) g;
      ANALYZE "games"."seed_pairs";
      SET plan_cache_mode = force_generic_plan;
      PREPARE reserve_nonces (uuid[], text[], text[], text[], int[], int[], text[], int[], uuid[], text[], text[], int[], text[], text[], text[], text[], text[], timestamptz[])
        AS ${RESERVE_NONCES_SQL};`);
    const two = (value: string) => `'{"${value}","${value}"}'`;
    const [row] = await sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE reserve_nonces('{${crypto.randomUUID()},${crypto.randomUUID()}}', '{plan-1,plan-2}', ${two('dice')}, ${two('pending')}, '{1,1}', '{0,0}',
         ${two('0.00')}, '{1,1}', '{${crypto.randomUUID()},${crypto.randomUUID()}}', ${two('h')}, ${two('seed')}, '{0,0}', ${two('v1')}, ${two('{}')}, '{NULL,NULL}', ${two('{}')},
         '{NULL,NULL}', '{2026-01-01T00:00:00Z,2026-01-01T00:00:00Z}')`,
    );
    const scans = scansOf(row!['QUERY PLAN'][0].Plan, 'seed_pairs');
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => scan === 'Seq Scan')).toEqual([]);
  });
});
