import type { CommandRequest, CommandResponse, GetNotificationsResponse, NotificationPayload, NotificationType } from '@app/contracts';
import { AppError } from '@app/platform';
import type { ChatDatabase, ChatTransaction } from '../db/client.js';
import {
  findNotificationByDedupeKey,
  insertNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type StoredNotification,
} from '../db/notifications.js';
import { NOTIFICATION_TTL_MS, type Notice } from '../domain/notices.js';
import type { Emitter } from '../realtime/emitter.js';

/** Notifications listed by GET /api/notifications. */
export const NOTIFICATIONS_LISTED = 50;

export interface NoticeFor extends Notice {
  /** null: everyone */
  userId: string | null;
  dedupeKey?: string;
  expiresAt?: Date;
}

/**
 * Stores notifications and pushes them live: to the user's room, or to everyone for a global notice.
 * Creation happens inside the caller's transaction (with its inbox claim or its state change), the push
 * after the commit.
 */
export class Notifications {
  constructor(
    private readonly db: ChatDatabase,
    private readonly emitter: Emitter,
  ) {}

  /** Stores the notice in `tx`; null when its dedupe key was used already. Call push() after commit. */
  store(tx: ChatTransaction | ChatDatabase, notice: NoticeFor): Promise<StoredNotification | null> {
    return insertNotification(tx, { ...notice, expiresAt: notice.expiresAt ?? new Date(Date.now() + NOTIFICATION_TTL_MS) });
  }

  push(row: StoredNotification): void {
    const payload: NotificationPayload = {
      id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      message: row.message,
      ...(row.amount !== null ? { amount: row.amount } : {}),
      ...(row.gameName !== null ? { gameName: row.gameName } : {}),
      createdAt: row.createdAt.toISOString(),
    };
    if (row.userId) this.emitter.toUser(row.userId, 'notification', payload);
    else this.emitter.toEveryone('notification', payload);
  }

  /** chat.v1.notification.create: idempotent on operationId. */
  async create(request: CommandRequest<'chat.v1.notification.create'>): Promise<CommandResponse<'chat.v1.notification.create'>> {
    const dedupeKey = `command:${request.operationId}`;
    const row = await this.store(this.db, {
      userId: request.userId,
      type: request.type,
      title: request.title,
      message: request.message,
      ...(request.amount !== undefined ? { amount: request.amount } : {}),
      ...(request.gameName !== undefined ? { gameName: request.gameName } : {}),
      ...(request.expiresAt ? { expiresAt: new Date(request.expiresAt) } : {}),
      dedupeKey,
    });
    if (row) {
      this.push(row);
      return { notificationId: row.id, replayed: false };
    }
    const existing = await findNotificationByDedupeKey(this.db, dedupeKey);
    if (!existing) throw new AppError('INTERNAL', 'Notification vanished after a duplicate insert');
    return { notificationId: existing.id, replayed: true };
  }

  async list(userId: string): Promise<GetNotificationsResponse> {
    const notifications = await listNotifications(this.db, userId, NOTIFICATIONS_LISTED);
    return { notifications, unreadCount: notifications.filter((n) => !n.isRead).length };
  }

  /** Marks it read, then tells the user's other tabs, whose bell would otherwise count it until its next poll. */
  async markRead(userId: string, notificationId: string): Promise<void> {
    if (!(await markNotificationRead(this.db, userId, notificationId))) throw new AppError('NOT_FOUND', 'Notification not found');
    this.emitter.toUser(userId, 'notifications_read', { notificationId });
  }

  async markAllRead(userId: string): Promise<number> {
    const marked = await markAllNotificationsRead(this.db, userId);
    if (marked > 0) this.emitter.toUser(userId, 'notifications_read', { notificationId: null });
    return marked;
  }
}
