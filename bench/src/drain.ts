import { connect, type JetStreamManager } from 'nats';
import pg from 'pg';

const POLL_MS = 100;

/** Events still on their way: rows no outbox relay has published yet, and messages no consumer has acknowledged. */
async function eventsInFlight(db: pg.Client, outboxes: string[], jsm: JetStreamManager, stream: string) {
  let unpublished = 0;
  for (const table of outboxes) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE "publishedAt" IS NULL`);
    unpublished += rows[0].n as number;
  }
  let unacknowledged = 0;
  for await (const consumer of jsm.consumers.list(stream)) unacknowledged += consumer.num_pending + consumer.num_ack_pending;
  return unpublished + unacknowledged;
}

/**
 * Waits until every event a load produced has been published by its service's outbox relay and handled by
 * every consumer (the feed, the counters, the player totals), so that the next measurement does not also
 * time the previous load's leftovers. Resolves with the milliseconds it took; rejects after `timeoutMs`.
 * Two empty readings in a row are required, since a relay may be between its claim and its publish.
 */
export async function waitForEventsHandled(options: { databaseUrl: string; natsUrl: string; namespace: string; timeoutMs?: number }): Promise<number> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 120_000);
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const nc = await connect({ servers: options.natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    const { rows } = await db.query(`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_name = 'outbox'`);
    const outboxes = rows.map((r) => r.name as string);
    const stream = `${options.namespace}_EVENTS`;
    let emptyReadings = 0;
    while (emptyReadings < 2) {
      if (Date.now() > deadline) throw new Error(`events still in flight after ${options.timeoutMs ?? 120_000} ms`);
      emptyReadings = (await eventsInFlight(db, outboxes, jsm, stream)) === 0 ? emptyReadings + 1 : 0;
      if (emptyReadings < 2) await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return Date.now() - started;
  } finally {
    await nc.close();
    await db.end();
  }
}
