import type { Activity, EventEnvelope } from '@app/contracts';
import { claimInboxBatchWith, type RawSql } from '@app/platform';
import type { ChatDatabase } from '../db/client.js';
import { activityInserts, pruneActivity, recentActivity } from '../db/activity.js';
import { ACTIVITY_ROWS_KEPT, RECENT_ACTIVITY_LIMIT, activityFromBet } from '../domain/activity.js';
import type { Emitter } from '../realtime/emitter.js';

export const ACTIVITY_CONSUMER = 'chat-activity-feed';

/** The live feed of settled rounds: kept for GET /api/public/recent-activity and emitted as game_result. */
export class ActivityFeed {
  constructor(
    private readonly db: ChatDatabase,
    private readonly sql: RawSql,
    private readonly emitter: Emitter,
  ) {}

  /**
   * Records settled rounds once each (the inbox claims and the inserts in one statement) and emits each
   * new one to every client. Only one replica receives each event (shared durable consumer), and the
   * adapter fans the emit out to all replicas: one game_result per client.
   */
  async record(events: readonly EventEnvelope<'games.bet.settled'>[]): Promise<void> {
    const items = events.map((event) => ({ eventId: event.id, userId: event.data.userId, item: activityFromBet(event.data) }));
    const fresh = await claimInboxBatchWith(this.sql, 'chat', ACTIVITY_CONSUMER, events.map((e) => e.id), activityInserts(items));
    for (const { eventId, item } of items) if (fresh.has(eventId)) this.emitter.toEveryone('game_result', { activity: item });
  }

  recent(): Promise<Activity[]> {
    return recentActivity(this.db, RECENT_ACTIVITY_LIMIT);
  }

  prune(): Promise<number> {
    return pruneActivity(this.db, ACTIVITY_ROWS_KEPT);
  }
}
