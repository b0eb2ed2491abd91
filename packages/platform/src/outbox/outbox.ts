import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventData, EventType } from '@app/contracts';
import type { Logger } from 'pino';
import type { Bus } from '../bus/bus.js';
import type { RawSql } from '../db/raw-sql.js';
import { currentRequestId } from '../context.js';
import { outboxLag, outboxPublished } from '../metrics.js';

const DEFAULT_GATHER_MS = 20;
const DEFAULT_IDLE_MS = 200;
const DEFAULT_MAX_IDLE_MS = 2000;
const LAG_CHECK_MS = 5000;

/**
 * The transactional outbox of one service. `append` writes an event in the same transaction as the
 * change it reports; the relay publishes committed rows with msgID = event id and deletes them, so an
 * event is never lost (a crash replays it) and never duplicated downstream (broker dedup + inbox).
 * Every service's Prisma schema declares the `outbox` table this expects.
 *
 * The table holds only what is still to relay, and each event costs it one insert, one claim and one
 * delete: the claim touches a column no index holds, on a page the fillfactor left room on (a HOT update),
 * and the delete writes no index entry. Marking published rows instead wrote every event twice more into
 * every index, and the claim's scan of the unpublished ones waded through the dead versions of all the
 * rows published since the last vacuum (bench/README.md).
 *
 * Each row keeps the id of the request that caused it (the work context's, when appended), and the relay
 * publishes the event under that id: the consumers' log lines then name the player's request, not the
 * relay's, so one request id follows a bet from the gateway to the feed.
 */
export class Outbox {
  private wakeUp: (() => void) | null = null;
  /** a wake that came while a claim ran: that claim may have missed the row, so the relay looks again at once */
  private wokenDuringClaim = false;
  private stopped = true;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly schema: string,
    private readonly logger: Logger,
    private readonly options: {
      batchSize?: number;
      /**
       * How long an idle relay waits before it looks again, doubling after each empty look up to
       * `maxIdleMs`. Writers wake the relay after their commit, so these waits are only the safety net
       * for rows nobody woke it for (a claim that expired with a stopped replica, a writer that crashed
       * between its commit and its wake); a relay polling at `idleMs` for ever cost each idle service
       * about 1% of a core (bench/README.md).
       */
      idleMs?: number;
      maxIdleMs?: number;
      /**
       * After a batch went out, how long events are let gather before the next claim: under a steady flow
       * each batch then carries several events for the same statements, instead of one event and an empty
       * claim after it. It delays an event by at most this much, and only while events keep coming.
       */
      gatherMs?: number;
    } = {},
  ) {}

  async append<T extends EventType>(tx: RawSql, type: T, data: EventData<T>, id: string = randomUUID()): Promise<string> {
    await tx.$executeRawUnsafe(
      `INSERT INTO "${this.schema}"."outbox" ("id", "type", "data", "occurredAt", "requestId") VALUES ($1::uuid, $2, $3::jsonb, now(), $4)`,
      id,
      type,
      JSON.stringify(data),
      currentRequestId() ?? null,
    );
    return id;
  }

  /**
   * Events sent again under their first ids (a repair after a restore, `outbox/resend.ts`): every
   * consumer's inbox then drops one it handled the first time. Each is written unless a row with its id
   * still waits here to be published (the first one is then still on its way); returns the ids written.
   */
  async appendEachAgain<T extends EventType>(db: RawSql, type: T, events: readonly { id: string; data: EventData<T> }[]): Promise<Set<string>> {
    if (events.length === 0) return new Set();
    const rows = await db.$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO "${this.schema}"."outbox" ("id", "type", "data", "occurredAt", "requestId")
       SELECT e.id, $1, e.data, now(), $4 FROM unnest($2::uuid[], $3::jsonb[]) AS e(id, data)
       ON CONFLICT ("id") DO NOTHING
       RETURNING "id"::text AS "id"`,
      type,
      events.map((e) => e.id),
      events.map((e) => JSON.stringify(e.data)),
      currentRequestId() ?? null,
    );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * A guarded change and the event that reports it in ONE statement, without an interactive transaction
   * (a hot path's four round trips become one): `change` is an UPDATE or INSERT with a RETURNING clause,
   * using parameters $1..$n; the event is written only if it returned a row. Returns whether it did.
   */
  async appendWith<T extends EventType>(db: RawSql, change: { sql: string; params: unknown[] }, type: T, data: EventData<T>, id: string = randomUUID()): Promise<boolean> {
    const n = change.params.length;
    const written = await db.$executeRawUnsafe(
      `WITH changed AS (${change.sql})
       INSERT INTO "${this.schema}"."outbox" ("id", "type", "data", "occurredAt", "requestId")
       SELECT $${n + 1}::uuid, $${n + 2}, $${n + 3}::jsonb, now(), $${n + 4} FROM (SELECT 1 FROM changed LIMIT 1) AS once`,
      ...change.params,
      id,
      type,
      JSON.stringify(data),
      currentRequestId() ?? null,
    );
    return written === 1;
  }

  /**
   * Several guarded changes and the events that report them in ONE statement: `change` (using $1..$n)
   * returns a text column "key" for each row it changed, and the event whose key it is gets written.
   * Returns the keys that changed (`events` keys must be distinct). A batch serves several requests: each
   * event names its own (`requestId`), else the work context's. An event's `id` is random unless given (an
   * id the changed row can find again, for `appendEachAgain` after a restore).
   */
  async appendEachWith<T extends EventType>(
    db: RawSql,
    change: { sql: string; params: unknown[] },
    type: T,
    events: readonly { key: string; data: EventData<T>; requestId?: string; id?: string }[],
  ): Promise<Set<string>> {
    const n = change.params.length;
    const rows = await db.$queryRawUnsafe<{ key: string }[]>(
      `WITH changed AS (${change.sql}),
       written AS (
         INSERT INTO "${this.schema}"."outbox" ("id", "type", "data", "occurredAt", "requestId")
         SELECT e.id, $${n + 1}, e.data, now(), e.request_id
           FROM unnest($${n + 2}::uuid[], $${n + 3}::text[], $${n + 4}::jsonb[], $${n + 5}::text[]) AS e(id, key, data, request_id) JOIN changed c ON c."key" = e.key
       )
       SELECT "key" FROM changed`,
      ...change.params,
      type,
      events.map((e) => e.id ?? randomUUID()),
      events.map((e) => e.key),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => e.requestId ?? currentRequestId() ?? null),
    );
    return new Set(rows.map((r) => r.key));
  }

  /** Asks the relay to look now (call after the transaction that appended has committed). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wokenDuringClaim = true;
  }

  start(db: RawSql, bus: Bus): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run(db, bus);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  private async run(db: RawSql, bus: Bus) {
    const idleMs = this.options.idleMs ?? DEFAULT_IDLE_MS;
    const maxIdleMs = Math.max(idleMs, this.options.maxIdleMs ?? DEFAULT_MAX_IDLE_MS);
    let idleWait = idleMs;
    let failures = 0;
    let lastLagCheck = 0;
    while (!this.stopped) {
      this.wokenDuringClaim = false;
      let published = 0;
      try {
        published = await this.relayBatch(db, bus);
        failures = 0;
      } catch (err) {
        failures++;
        this.logger.warn({ err, failures }, 'outbox relay failed; will retry');
      }
      // Measured whether the batch went out or not: a relay that keeps failing (the broker down, a stream
      // gone) is exactly when the lag must show. On the relay's own pace, at most every LAG_CHECK_MS.
      if (Date.now() - lastLagCheck > LAG_CHECK_MS) {
        lastLagCheck = Date.now();
        // a database that does not answer fails the relay too, which reports it
        await this.measureLag(db).catch((err: unknown) => this.logger.debug({ err }, 'outbox lag could not be measured'));
      }
      if (published > 0 && failures === 0) {
        idleWait = idleMs;
        await sleep(this.options.gatherMs ?? DEFAULT_GATHER_MS);
        continue;
      }
      if (this.wokenDuringClaim && failures === 0) continue;
      const wait = failures ? Math.min(100 * 2 ** failures, 5000) : idleWait;
      if (!failures) idleWait = Math.min(idleWait * 2, maxIdleMs);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async measureLag(db: RawSql) {
    // the first row in commit order is the oldest (the seq index, not a scan of the table)
    const rows = await db.$queryRawUnsafe<{ age: number | null }[]>(
      `SELECT EXTRACT(EPOCH FROM now() - "occurredAt")::float8 AS age FROM "${this.schema}"."outbox" ORDER BY "seq" LIMIT 1`,
    );
    outboxLag.set({ schema: this.schema }, rows[0]?.age ?? 0);
  }

  /** Claims a batch (other replicas skip it), publishes it in order, deletes it. Returns how many went out. */
  async relayBatch(db: RawSql, bus: Bus): Promise<number> {
    const s = `"${this.schema}"."outbox"`;
    const rows = await db.$queryRawUnsafe<{ id: string; type: EventType; data: unknown; occurredAt: Date; seq: bigint; requestId: string | null }[]>(
      claimStatement(this.schema),
      this.options.batchSize ?? 200,
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => (a.seq < b.seq ? -1 : 1));
    // One call for the whole batch: the NATS bus carries the events of one type in one message
    // (event-bundle.ts), and says for each event whether the broker has it.
    const results = await bus.publishAll(
      rows.map((row) => ({
        envelope: { id: row.id, type: row.type, version: 'v1', occurredAt: new Date(row.occurredAt).toISOString(), data: row.data as never },
        ...(row.requestId ? { requestId: row.requestId } : {}),
      })),
    );
    const done = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((r) => r.id);
    const left = rows.filter((_, i) => results[i]!.status === 'rejected').map((r) => r.id);
    if (done.length) {
      await db.$executeRawUnsafe(`DELETE FROM ${s} WHERE "id" = ANY($1::uuid[])`, done);
      outboxPublished.inc({ schema: this.schema }, done.length);
    }
    if (left.length) {
      await db.$executeRawUnsafe(`UPDATE ${s} SET "claimedUntil" = NULL WHERE "id" = ANY($1::uuid[])`, left).catch(() => undefined);
      const firstFailure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      if (!done.length) throw firstFailure.reason;
      this.logger.warn({ err: firstFailure.reason, failed: left.length }, 'some outbox events were not published; they will be retried');
    }
    return done.length;
  }
}

/**
 * The relay's claim: the oldest events nobody holds, in commit order, through the seq index. A plain index
 * scan (not a bitmap scan) also marks the index entries of deleted rows dead as it passes them, so the
 * next claim skips them without reading the table. The claimed ids come as one array (ARRAY(...), run
 * once), so the rows are then reached by their key: `IN (subquery)` let the planner join it with a
 * sequential scan of the whole table.
 */
export function claimStatement(schema: string): string {
  const s = `"${schema}"."outbox"`;
  return `UPDATE ${s} SET "claimedUntil" = now() + interval '30 seconds'
       WHERE "id" = ANY (ARRAY (SELECT "id" FROM ${s} WHERE "claimedUntil" IS NULL OR "claimedUntil" < now()
                                ORDER BY "seq" LIMIT $1 FOR UPDATE SKIP LOCKED))
       RETURNING "id", "type", "data", "occurredAt", "seq", "requestId"`;
}
