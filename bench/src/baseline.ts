import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { summarize, type LatencySummary } from './stats.js';

/**
 * The floor to compare against: the same dice bet as ONE SQL statement (take the stake if covered, add
 * the payout, append the ledger entry and the round) from one process over a pool, with as many callers
 * as the end-to-end run has players, on the same PostgreSQL server. No HTTP, no bus, no fairness.
 */
export async function runDirectSqlBaseline(databaseUrl: string, callers: number, durationMs: number): Promise<{ throughput: number; latency: LatencySummary; ops: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.min(callers, 50) });
  await pool.query(`
    DROP SCHEMA IF EXISTS bench_baseline CASCADE;
    CREATE SCHEMA bench_baseline;
    CREATE TABLE bench_baseline.accounts (user_id INT PRIMARY KEY, points INT NOT NULL CHECK (points >= 0));
    CREATE TABLE bench_baseline.ledger (id BIGSERIAL PRIMARY KEY, user_id INT NOT NULL, operation_id TEXT NOT NULL, amount INT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(), UNIQUE (user_id, operation_id));
    CREATE TABLE bench_baseline.rounds (id TEXT PRIMARY KEY, user_id INT NOT NULL, stake INT NOT NULL, payout INT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now());
    INSERT INTO bench_baseline.accounts SELECT g, 1000000000 FROM generate_series(0, ${callers - 1}) g;`);
  const statement = `
    WITH debit AS (UPDATE bench_baseline.accounts SET points = points - $2 + $3 WHERE user_id = $1 AND points >= $2 RETURNING user_id),
         entry AS (INSERT INTO bench_baseline.ledger (user_id, operation_id, amount) SELECT user_id, $4, $3 - $2 FROM debit RETURNING 1)
    INSERT INTO bench_baseline.rounds (id, user_id, stake, payout) SELECT $4, user_id, $2, $3 FROM debit`;
  const latencies: number[] = [];
  let ops = 0;
  const until = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      let n = 0;
      while (performance.now() < until) {
        const t = performance.now();
        const win = (n * 7919 + caller) % 2 === 0;
        await pool.query(statement, [caller, 1, win ? 2 : 0, `c${caller}-${n++}`]);
        latencies.push(performance.now() - t);
        ops++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  await pool.query('DROP SCHEMA bench_baseline CASCADE');
  await pool.end();
  return { throughput: (ops * 1000) / elapsed, latency: summarize(latencies), ops };
}
