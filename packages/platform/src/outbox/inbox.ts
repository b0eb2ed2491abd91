import type { RawSql } from '../db/raw-sql.js';

/**
 * Records that `consumer` has handled event `eventId`, inside the transaction that applies its effect.
 * Returns false when it was already recorded: the caller then skips the effect (a redelivery).
 * Every consuming service's Prisma schema declares the `inbox` table this expects.
 */
export async function claimInbox(tx: RawSql, schema: string, consumer: string, eventId: string): Promise<boolean> {
  const inserted = await tx.$executeRawUnsafe(
    `INSERT INTO "${schema}"."inbox" ("consumer", "eventId") VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING`,
    consumer,
    eventId,
  );
  return inserted === 1;
}

/**
 * An event's effects and its inbox claim in ONE statement, without an interactive transaction (a busy
 * consumer's five round trips become one). Each effect is a data-modifying statement using $1..$n that
 * reads from `claimed` (`INSERT ... SELECT ... FROM claimed ...`, `UPDATE ... WHERE EXISTS (SELECT 1 FROM
 * claimed)`), so it applies only when this consumer had not handled the event. Returns whether it was new.
 */
export async function claimInboxWith(db: RawSql, schema: string, consumer: string, eventId: string, effects: { statements: string[]; params: unknown[] }): Promise<boolean> {
  const n = effects.params.length;
  const ctes = effects.statements.map((statement, i) => `, effect${i} AS (${statement})`).join('');
  const rows = await db.$queryRawUnsafe<{ fresh: boolean }[]>(
    `WITH claimed AS (INSERT INTO "${schema}"."inbox" ("consumer", "eventId") VALUES ($${n + 1}, $${n + 2}::uuid) ON CONFLICT DO NOTHING RETURNING 1)${ctes}
     SELECT EXISTS (SELECT 1 FROM claimed) AS "fresh"`,
    ...effects.params,
    consumer,
    eventId,
  );
  return rows[0]?.fresh === true;
}

/**
 * Several events' inbox claims and effects in ONE statement (a batched consumer's). `claimed` has a row
 * `("eventId")` for each event this consumer had not handled; each effect joins its per-event rows on it,
 * so it applies only to those. `eventIds` must be distinct. Returns the ids that were new.
 */
export async function claimInboxBatchWith(
  db: RawSql,
  schema: string,
  consumer: string,
  eventIds: readonly string[],
  effects: { statements: string[]; params: unknown[] },
): Promise<Set<string>> {
  const n = effects.params.length;
  const ctes = effects.statements.map((statement, i) => `, effect${i} AS (${statement})`).join('');
  const rows = await db.$queryRawUnsafe<{ eventId: string }[]>(
    `WITH claimed AS (INSERT INTO "${schema}"."inbox" ("consumer", "eventId") SELECT $${n + 1}, unnest($${n + 2}::uuid[]) ON CONFLICT DO NOTHING RETURNING "eventId")${ctes}
     SELECT "eventId"::text AS "eventId" FROM claimed`,
    ...effects.params,
    consumer,
    eventIds,
  );
  return new Set(rows.map((r) => r.eventId));
}
