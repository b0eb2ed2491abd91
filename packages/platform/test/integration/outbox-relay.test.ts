import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import type { EventEnvelope } from '@app/contracts';
import {
  EVENT_STREAM_MAX_AGE_MS,
  INBOX_KEPT_MS,
  InboxPruner,
  MemoryBus,
  NatsBus,
  Outbox,
  claimInbox,
  claimInboxWith,
  currentRequestId,
  outboxLag,
  pruneInbox,
  runWithRequestId,
  type Bus,
  type RawSql,
} from '@app/platform';
import { createTestDatabase, testServers, uniqueName } from '@app/platform/testing';

const logger = pino({ level: 'silent' });

// The two tables every data-owning service declares in its Prisma schema (see services/auth/prisma).
const TABLES = `
  CREATE SCHEMA t;
  CREATE TABLE t.outbox (id UUID PRIMARY KEY, seq BIGSERIAL NOT NULL, type TEXT NOT NULL, data JSONB NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL, "claimedUntil" TIMESTAMPTZ(3), "requestId" TEXT);
  CREATE INDEX ON t.outbox (seq);
  CREATE TABLE t.inbox (consumer TEXT NOT NULL, "eventId" UUID NOT NULL, "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, "eventId"));`;

function rawSql(pool: pg.Pool | pg.PoolClient): RawSql {
  return {
    $executeRawUnsafe: async (q, ...v) => (await pool.query(q, v)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(q: string, ...v: unknown[]) => (await pool.query(q, v)).rows as T,
  };
}

const registered = (username: string) => ({
  userId: randomUUID(), username, email: `${username}@example.com`, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString(),
});

describe('outbox relay and inbox', () => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let bus: NatsBus;
  const received: EventEnvelope<'auth.user.registered'>[] = [];
  /** the request id each event's handler ran under, by username */
  const handledUnder = new Map<string, string | undefined>();

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    pool = new pg.Pool({ connectionString: database.url, max: 5 });
    // dropping the database at the end ends idle connections: expected, not a failure
    pool.on('error', () => undefined);
    await pool.query(TABLES);
    bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'outbox-test', logger, namespace: uniqueName('outbox') });
    bus.consume({ durable: 'outbox-test', types: ['auth.user.registered'], handle: async (e) => {
      received.push(e);
      handledUnder.set(e.data.username, currentRequestId());
    } });
    await bus.start();
  });
  afterAll(async () => {
    await bus.destroyNamespace();
    await bus.close();
    await pool.end();
    await drop();
  });

  it('publishes only what was committed, each event once, and deletes it once published', async () => {
    const outbox = new Outbox('t', logger, { idleMs: 20 });
    const client = await pool.connect();
    await client.query('BEGIN');
    await outbox.append(rawSql(client), 'auth.user.registered', registered('committed_one'));
    await client.query('COMMIT');
    await client.query('BEGIN');
    await outbox.append(rawSql(client), 'auth.user.registered', registered('rolled_back'));
    await client.query('ROLLBACK');
    client.release();

    outbox.start(rawSql(pool), bus);
    await expect.poll(() => received.map((e) => e.data.username), { timeout: 5000 }).toContain('committed_one');
    await outbox.stop();
    expect(received.map((e) => e.data.username)).not.toContain('rolled_back');
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM t.outbox');
    expect(rows[0].n).toBe(0);
  });

  it('keeps events the bus refused and publishes them on a later pass', async () => {
    const outbox = new Outbox('t', logger, { idleMs: 20 });
    await outbox.append(rawSql(pool), 'auth.user.registered', registered('retried_later'));
    const failing: Bus = Object.assign(Object.create(bus), { publish: async () => Promise.reject(new Error('broker down')) });
    await expect(outbox.relayBatch(rawSql(pool), failing)).rejects.toThrow('broker down');
    const { rows } = await pool.query(`SELECT "claimedUntil" FROM t.outbox WHERE data->>'username' = 'retried_later'`);
    expect(rows).toEqual([{ claimedUntil: null }]);
    expect(await outbox.relayBatch(rawSql(pool), bus)).toBe(1);
    await expect.poll(() => received.map((e) => e.data.username), { timeout: 5000 }).toContain('retried_later');
  });

  it('writes an event with a guarded change in one statement, only when the change matched a row', async () => {
    await pool.query(`CREATE TABLE t.items (id TEXT PRIMARY KEY, status TEXT NOT NULL)`);
    await pool.query(`INSERT INTO t.items VALUES ('a', 'open')`);
    const outbox = new Outbox('t', logger);
    const settle = { sql: `UPDATE t.items SET status = 'done' WHERE id = $1 AND status = 'open' RETURNING id`, params: ['a'] };
    const eventsNamed = async (name: string) => (await pool.query(`SELECT count(*)::int AS n FROM t.outbox WHERE data->>'username' = $1`, [name])).rows[0].n;

    expect(await outbox.appendWith(rawSql(pool), settle, 'auth.user.registered', registered('guarded_first'))).toBe(true);
    expect(await outbox.appendWith(rawSql(pool), settle, 'auth.user.registered', registered('guarded_second'))).toBe(false);
    expect((await pool.query(`SELECT status FROM t.items WHERE id = 'a'`)).rows[0].status).toBe('done');
    expect(await eventsNamed('guarded_first')).toBe(1);
    expect(await eventsNamed('guarded_second')).toBe(0);

    // a failing event insert (a duplicate id) undoes the change with it: one statement, one transaction
    await pool.query(`INSERT INTO t.items VALUES ('b', 'open')`);
    const taken = (await pool.query(`SELECT id FROM t.outbox LIMIT 1`)).rows[0].id as string;
    const settleB = { sql: `UPDATE t.items SET status = 'done' WHERE id = $1 AND status = 'open' RETURNING id`, params: ['b'] };
    await expect(outbox.appendWith(rawSql(pool), settleB, 'auth.user.registered', registered('guarded_dup'), taken)).rejects.toThrow();
    expect((await pool.query(`SELECT status FROM t.items WHERE id = 'b'`)).rows[0].status).toBe('open');
  });

  it("delivers each event under the id of the request that appended it, so the consumers' logs name that request", async () => {
    await pool.query(`CREATE TABLE t.jobs (id TEXT PRIMARY KEY, status TEXT NOT NULL); INSERT INTO t.jobs VALUES ('j1', 'open'), ('j2', 'open'), ('j3', 'open')`);
    const outbox = new Outbox('t', logger);
    const open = (ids: string[]) => ({ sql: `UPDATE t.jobs SET status = 'done' WHERE id = ANY($1::text[]) AND status = 'open' RETURNING id AS "key"`, params: [ids] });

    await runWithRequestId('req-append', () => outbox.append(rawSql(pool), 'auth.user.registered', registered('rid_append')));
    await runWithRequestId('req-guarded', () => outbox.appendWith(rawSql(pool), open(['j1']), 'auth.user.registered', registered('rid_guarded')));
    // a batch serving two requests: each event names its own; one that names none takes the batch's
    await runWithRequestId('req-batch', () =>
      outbox.appendEachWith(rawSql(pool), open(['j2', 'j3']), 'auth.user.registered', [
        { key: 'j2', data: registered('rid_batch_own'), requestId: 'req-item-2' },
        { key: 'j3', data: registered('rid_batch_default') },
      ]),
    );
    await outbox.append(rawSql(pool), 'auth.user.registered', registered('rid_none'));

    while ((await outbox.relayBatch(rawSql(pool), bus)) > 0);
    await expect.poll(() => handledUnder.size >= 5 && handledUnder.has('rid_none'), { timeout: 5000 }).toBe(true);
    expect(handledUnder.get('rid_append')).toBe('req-append');
    expect(handledUnder.get('rid_guarded')).toBe('req-guarded');
    expect(handledUnder.get('rid_batch_own')).toBe('req-item-2');
    expect(handledUnder.get('rid_batch_default')).toBe('req-batch');
    // appended outside any request: the consumer gets an id of its own, never another event's
    expect(handledUnder.get('rid_none')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets an inbox claim through once per consumer and event', async () => {
    const id = randomUUID();
    expect(await claimInbox(rawSql(pool), 't', 'c1', id)).toBe(true);
    expect(await claimInbox(rawSql(pool), 't', 'c1', id)).toBe(false);
    expect(await claimInbox(rawSql(pool), 't', 'c2', id)).toBe(true);
  });

  it('applies an effect with its inbox claim in one statement, once per consumer and event, even when claimed concurrently', async () => {
    await pool.query(`CREATE TABLE t.counts (name TEXT PRIMARY KEY, value INT NOT NULL)`);
    const bump = (name: string) => ({
      statements: [`INSERT INTO t.counts SELECT $1, 1 FROM claimed ON CONFLICT (name) DO UPDATE SET value = t.counts.value + 1`],
      params: [name],
    });
    const event = randomUUID();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimInboxWith(rawSql(pool), 't', 'counter', event, bump('a'))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimInboxWith(rawSql(pool), 't', 'other-counter', event, bump('a'))).toBe(true);
    expect(await claimInboxWith(rawSql(pool), 't', 'counter', randomUUID(), { statements: [], params: [] })).toBe(true);
    expect((await pool.query(`SELECT value FROM t.counts WHERE name = 'a'`)).rows[0].value).toBe(2);
  });

  it('relays through the in-process bus the same way', async () => {
    const memory = new MemoryBus(logger);
    const got: string[] = [];
    memory.consume({ durable: 'mem', types: ['auth.user.registered'], handle: async (e) => void got.push(e.data.username) });
    const outbox = new Outbox('t', logger);
    await outbox.append(rawSql(pool), 'auth.user.registered', registered('in_process'));
    while ((await outbox.relayBatch(rawSql(pool), memory)) > 0);
    expect(got).toContain('in_process');
  });

  it('reports the age of the oldest unpublished event while the bus refuses every publish', async () => {
    // a schema of its own: the lag is of every unpublished row, and other tests leave rows in t
    await pool.query(`CREATE SCHEMA stuck; CREATE TABLE stuck.outbox (LIKE t.outbox INCLUDING ALL)`);
    await pool.query(
      `INSERT INTO stuck.outbox (id, type, data, "occurredAt") VALUES ($1, 'auth.user.registered', $2::jsonb, now() - interval '40 seconds')`,
      [randomUUID(), JSON.stringify(registered('stuck_for_40_s'))],
    );
    const lagOf = async (schema: string) => (await outboxLag.get()).values.find((v) => v.labels.schema === schema)?.value;
    const failing: Bus = Object.assign(Object.create(bus), { publish: async () => Promise.reject(new Error('stream not found')) });
    const outbox = new Outbox('stuck', logger, { idleMs: 20 });
    outbox.start(rawSql(pool), failing);
    try {
      await expect.poll(() => lagOf('stuck'), { timeout: 5000 }).toBeGreaterThanOrEqual(40);
    } finally {
      await outbox.stop();
    }
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM stuck.outbox');
    expect(rows[0].n).toBe(1);
  });

  describe('inbox pruning', () => {
    const DAY_MS = 24 * 3600 * 1000;
    const addRows = (consumer: string, n: number, daysAgo: number) =>
      pool.query(
        `INSERT INTO t.inbox ("consumer", "eventId", "processedAt") SELECT $1, gen_random_uuid(), now() - make_interval(days => $3) FROM generate_series(1, $2)`,
        [consumer, n, daysAgo],
      );
    const countOf = async (consumer: string) => (await pool.query(`SELECT count(*)::int AS n FROM t.inbox WHERE "consumer" = $1`, [consumer])).rows[0].n as number;

    it('deletes the rows older than kept, in batches, but never those of a consumer it keeps', async () => {
      await addRows('prune-old', 5, 10);
      await addRows('prune-kept-consumer', 2, 10);
      await addRows('prune-recent', 3, 7);
      expect(await pruneInbox(rawSql(pool), 't', { keptMs: 8 * DAY_MS, keepConsumers: ['prune-kept-consumer'], batchSize: 2 })).toBe(5);
      expect(await countOf('prune-old')).toBe(0);
      expect(await countOf('prune-kept-consumer')).toBe(2);
      expect(await countOf('prune-recent')).toBe(3);
      // nothing left to prune: a second pass deletes nothing
      expect(await pruneInbox(rawSql(pool), 't', { keptMs: 8 * DAY_MS, keepConsumers: ['prune-kept-consumer'] })).toBe(0);
    });

    it('keeps each row at least as long as the event stream keeps its event', () => {
      expect(INBOX_KEPT_MS).toBeGreaterThan(EVENT_STREAM_MAX_AGE_MS);
    });

    it("runs on the service's own timer until stopped", async () => {
      await addRows('pruned-by-timer', 3, 10);
      const pruner = new InboxPruner('t', logger, { keptMs: 8 * DAY_MS, firstAfterMs: 10, everyMs: 50 });
      pruner.start(rawSql(pool));
      try {
        await expect.poll(() => countOf('pruned-by-timer'), { timeout: 5000 }).toBe(0);
        // and on every round after the first
        await addRows('pruned-by-timer', 2, 10);
        await expect.poll(() => countOf('pruned-by-timer'), { timeout: 5000 }).toBe(0);
      } finally {
        await pruner.stop();
      }
    });
  });

  describe('an idle relay', () => {
    /** the pool as the relay sees it, counting its claims; `afterClaim` runs once a claim has answered */
    const countingClaims = (afterClaim: () => Promise<void> = async () => undefined) => {
      const counted = { claims: 0, db: rawSql(pool) };
      const plain = rawSql(pool);
      counted.db = {
        $executeRawUnsafe: plain.$executeRawUnsafe,
        $queryRawUnsafe: async <T>(q: string, ...v: unknown[]) => {
          const rows = await plain.$queryRawUnsafe<T>(q, ...v);
          if (q.includes('"claimedUntil" = now()')) {
            counted.claims++;
            await afterClaim();
          }
          return rows;
        },
      };
      return counted;
    };

    it('looks less and less often while there is nothing to relay, and at once when a writer wakes it', async () => {
      await pool.query(`CREATE SCHEMA quiet; CREATE TABLE quiet.outbox (LIKE t.outbox INCLUDING ALL)`);
      const quiet = countingClaims();
      const outbox = new Outbox('quiet', logger, { idleMs: 50, maxIdleMs: 800 });
      outbox.start(quiet.db, bus);
      try {
        // 50 + 100 + 200 + 400 + 800 ms: 5 empty claims in the first 1.55 s, then one each 0.8 s
        await new Promise((r) => setTimeout(r, 3000));
        // polling at 50 ms for ever would have made 60
        expect(quiet.claims).toBeGreaterThanOrEqual(5);
        expect(quiet.claims).toBeLessThanOrEqual(9);

        const woken = Date.now();
        await outbox.append(rawSql(pool), 'auth.user.registered', registered('woken_at_once'));
        outbox.wake();
        await expect.poll(() => received.map((e) => e.data.username), { timeout: 5000, interval: 10 }).toContain('woken_at_once');
        expect(Date.now() - woken).toBeLessThan(400);

        // a row nobody woke the relay for still goes out, within the longest wait
        await outbox.append(rawSql(pool), 'auth.user.registered', registered('never_woken'));
        await expect.poll(() => received.map((e) => e.data.username), { timeout: 5000 }).toContain('never_woken');
      } finally {
        await outbox.stop();
      }
    });

    it('does not miss a wake that comes while a claim runs: the claim may not have seen that row', async () => {
      await pool.query(`CREATE SCHEMA raced; CREATE TABLE raced.outbox (LIKE t.outbox INCLUDING ALL)`);
      let commitDuringClaim: (() => Promise<void>) | null = null;
      const raced = countingClaims(async () => {
        const commit = commitDuringClaim;
        commitDuringClaim = null;
        await commit?.();
      });
      // the relay's first wait is long: a lost wake would leave the row there for 5 s
      const outbox = new Outbox('raced', logger, { idleMs: 5000 });
      let woken = 0;
      commitDuringClaim = async () => {
        await outbox.append(rawSql(pool), 'auth.user.registered', registered('committed_during_a_claim'));
        woken = Date.now();
        outbox.wake();
      };
      outbox.start(raced.db, bus);
      try {
        await expect.poll(() => received.map((e) => e.data.username), { timeout: 4000, interval: 10 }).toContain('committed_during_a_claim');
        expect(Date.now() - woken).toBeLessThan(1000);
      } finally {
        await outbox.stop();
      }
    });
  });
});
