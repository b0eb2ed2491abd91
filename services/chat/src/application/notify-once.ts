import type { EventEnvelope } from '@app/contracts';
import { claimInbox } from '@app/platform';
import type { ChatDatabase } from '../db/client.js';
import type { NoticeFor, Notifications } from './notifications.js';

/**
 * The effect of a notification-making event consumer: the inbox claim and the notification in one
 * transaction (a redelivered event finds its claim and does nothing), the live push after the commit.
 */
export async function notifyOnce(db: ChatDatabase, notifications: Notifications, consumer: string, event: EventEnvelope, notice: NoticeFor): Promise<void> {
  const row = await db.$transaction(async (tx) => {
    if (!(await claimInbox(tx, 'chat', consumer, event.id))) return null;
    return notifications.store(tx, notice);
  });
  if (row) notifications.push(row);
}
