import type { Logger } from 'pino';
import { EVENT_STREAM_MAX_AGE_MS } from '../bus/nats-event-stream.js';
import type { RawSql } from '../db/raw-sql.js';

/**
 * How long an inbox row is kept: the stream may deliver an event (a redelivery, an outbox replay) as long
 * as it keeps it, and a row is what makes that delivery a no-op; a day more for slow consumers and clocks.
 */
export const INBOX_KEPT_MS = EVENT_STREAM_MAX_AGE_MS + 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;
const FIRST_PRUNE_AFTER_MS = 60 * 1000;
const PRUNE_BATCH = 5000;

/**
 * Deletes the inbox rows older than `keptMs`, but those of `keepConsumers` (consumers whose rows mean
 * more than "handled": the wallet's earnings consumer tells a chargeback, weeks later, whether its credit
 * was counted). In batches, so that no statement holds many locks or runs long; the BRIN index on
 * "processedAt" (rows go in in time order) finds the old ones without reading the table.
 */
export async function pruneInbox(db: RawSql, schema: string, options: { keptMs: number; keepConsumers?: readonly string[]; batchSize?: number }): Promise<number> {
  const batch = options.batchSize ?? PRUNE_BATCH;
  let deleted = 0;
  for (;;) {
    const n = await db.$executeRawUnsafe(
      `DELETE FROM "${schema}"."inbox" WHERE ctid = ANY (ARRAY (
         SELECT ctid FROM "${schema}"."inbox"
          WHERE "processedAt" < now() - make_interval(secs => $1::float8 / 1000) AND "consumer" <> ALL ($2::text[])
          LIMIT $3))`,
      options.keptMs,
      options.keepConsumers ?? [],
      batch,
    );
    deleted += n;
    if (n < batch) return deleted;
  }
}

/** Prunes one service's inbox a minute after start and every hour after (every replica may: the deletes are idempotent). */
export class InboxPruner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly schema: string,
    private readonly logger: Logger,
    private readonly options: { keepConsumers?: readonly string[]; keptMs?: number; everyMs?: number; firstAfterMs?: number } = {},
  ) {}

  start(db: RawSql): void {
    if (this.timer) return;
    const run = () => {
      this.running = this.prune(db).finally(() => {
        this.running = null;
      });
    };
    this.timer = setTimeout(() => {
      run();
      this.timer = setInterval(() => {
        if (!this.running) run();
      }, this.options.everyMs ?? PRUNE_EVERY_MS);
      this.timer.unref();
    }, this.options.firstAfterMs ?? FIRST_PRUNE_AFTER_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async prune(db: RawSql): Promise<void> {
    try {
      const deleted = await pruneInbox(db, this.schema, { keptMs: this.options.keptMs ?? INBOX_KEPT_MS, keepConsumers: this.options.keepConsumers });
      if (deleted > 0) this.logger.info({ schema: this.schema, deleted }, 'old inbox rows pruned');
    } catch (err) {
      this.logger.warn({ err, schema: this.schema }, 'inbox pruning failed; retried on the next round');
    }
  }
}
