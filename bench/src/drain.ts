import { connect, type JetStreamManager } from 'nats';
import pg from 'pg';

const POLL_MS = 100;

/** Events still on their way, by where they wait: an outbox's rows (deleted once published), a consumer's unacknowledged messages. */
async function eventsInFlight(db: pg.Client, outboxes: string[], jsm: JetStreamManager, stream: string): Promise<Map<string, number>> {
  const waiting = new Map<string, number>();
  for (const table of outboxes) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table}`);
    if (rows[0].n > 0) waiting.set(table, rows[0].n as number);
  }
  for await (const consumer of jsm.consumers.list(stream)) {
    const behind = consumer.num_pending + consumer.num_ack_pending;
    if (behind > 0) waiting.set(`consumer ${consumer.name}`, behind);
  }
  return waiting;
}

/**
 * Waits until every event a load produced has been published by its service's outbox relay and handled by
 * every consumer (the feed, the counters, the player totals), so that the next measurement does not also
 * time the previous load's leftovers. Resolves with the milliseconds it took; after `timeoutMs` it rejects,
 * naming what is still behind (a consumer that never catches up is a fault worth seeing, not waiting out).
 * Two empty readings in a row are required, since a relay may be between its claim and its publish.
 */
export async function waitForEventsHandled(options: { databaseUrl: string; natsUrl: string; namespace: string; timeoutMs?: number }): Promise<number> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const started = Date.now();
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const nc = await connect({ servers: options.natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    const { rows } = await db.query(`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_name = 'outbox'`);
    const outboxes = rows.map((r) => r.name as string);
    const stream = `${options.namespace}_EVENTS`;
    for (let emptyReadings = 0; ; ) {
      const waiting = await eventsInFlight(db, outboxes, jsm, stream);
      emptyReadings = waiting.size === 0 ? emptyReadings + 1 : 0;
      if (emptyReadings === 2) return Date.now() - started;
      if (Date.now() - started > timeoutMs) {
        throw new Error(`events still in flight after ${timeoutMs} ms: ${[...waiting].map(([where, n]) => `${where} ${n}`).join(', ')}`);
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await nc.close();
    await db.end();
  }
}
