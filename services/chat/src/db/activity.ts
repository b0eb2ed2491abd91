import type { Activity, ActivityType } from '@app/contracts';
import type { ChatDatabase } from './client.js';

/** A feed item, as an effect for platform `claimInboxWith` (once per event). */
export function activityInsert(userId: string, item: Activity) {
  return {
    statements: [
      `INSERT INTO "chat"."activity_feed" ("id", "userId", "username", "game", "type", "amount", "occurredAt")
       SELECT $1, $2, $3, $4, $5, $6::int, $7::timestamptz FROM claimed ON CONFLICT ("id") DO NOTHING`,
    ],
    params: [item.id, userId, item.username, item.game, item.type, item.amount, item.timestamp],
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
