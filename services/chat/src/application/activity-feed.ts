import type { Activity, EventEnvelope } from '@app/contracts';
import { claimInboxWith, type RawSql } from '@app/platform';
import type { ChatDatabase } from '../db/client.js';
import { activityInsert, pruneActivity, recentActivity } from '../db/activity.js';
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
   * Records a settled round once (inbox claim and insert in one statement) and emits it to every
   * client. Only one replica receives each event (shared durable consumer), and the adapter fans the
   * emit out to all replicas: one game_result per client.
   */
  async record(event: EventEnvelope<'games.bet.settled'>): Promise<void> {
    const item = activityFromBet(event.data);
    const fresh = await claimInboxWith(this.sql, 'chat', ACTIVITY_CONSUMER, event.id, activityInsert(event.data.userId, item));
    if (fresh) this.emitter.toEveryone('game_result', { activity: item });
  }

  recent(): Promise<Activity[]> {
    return recentActivity(this.db, RECENT_ACTIVITY_LIMIT);
  }

  prune(): Promise<number> {
    return pruneActivity(this.db, ACTIVITY_ROWS_KEPT);
  }
}
