import type { Activity, ActivityType } from '@app/contracts';
import type { ChatDatabase } from './client.js';

/**
 * Feed items, one per event, as an effect for platform `claimInboxBatchWith`: only the items of events
 * this consumer had not handled are inserted.
 */
export function activityInserts(items: readonly { eventId: string; userId: string; item: Activity }[]) {
  return {
    statements: [
      `INSERT INTO "chat"."activity_feed" ("id", "userId", "username", "game", "type", "amount", "occurredAt")
       SELECT a.id, a.user_id, a.username, a.game, a.type, a.amount, a.occurred_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::timestamptz[])
                AS a(event_id, id, user_id, username, game, type, amount, occurred_at)
         JOIN claimed c ON c."eventId" = a.event_id
       ON CONFLICT ("id") DO NOTHING`,
    ],
    params: [
      items.map((i) => i.eventId),
      items.map((i) => i.item.id),
      items.map((i) => i.userId),
      items.map((i) => i.item.username),
      items.map((i) => i.item.game),
      items.map((i) => i.item.type),
      items.map((i) => i.item.amount),
      items.map((i) => i.item.timestamp),
    ],
  };
}

export async function recentActivity(db: ChatDatabase, limit: number): Promise<Activity[]> {
  const rows = await db.activityItem.findMany({ orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }], take: limit });
  return rows.map((r) => ({ id: r.id, username: r.username, game: r.game, type: r.type as ActivityType, amount: r.amount, timestamp: r.occurredAt.toISOString() }));
}

/** Deletes all but the `keep` most recent items. */
export async function pruneActivity(db: ChatDatabase, keep: number): Promise<number> {
  return db.$executeRaw`DELETE FROM "chat"."activity_feed" WHERE "occurredAt" < (
    SELECT "occurredAt" FROM "chat"."activity_feed" ORDER BY "occurredAt" DESC OFFSET ${keep} LIMIT 1)`;
}
