import { randomUUID } from 'node:crypto';
import type { NotificationItem, NotificationType } from '@app/contracts';
import type { ChatDatabase, ChatTransaction } from './client.js';

type Db = ChatDatabase | ChatTransaction;

export interface StoredNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  isGlobal: boolean;
  userId: string | null;
  amount: number | null;
  gameName: string | null;
  isRead: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface NewNotification {
  /** null: a global notice for everyone */
  userId: string | null;
  type: NotificationType;
  title: string;
  message: string;
  amount?: number;
  gameName?: string;
  expiresAt: Date;
  /** unique: a second insert with the same key does nothing */
  dedupeKey?: string;
}

/** Inserts the notification unless one with the same dedupe key exists; returns it only when inserted. */
export async function insertNotification(db: Db, n: NewNotification): Promise<StoredNotification | null> {
  const [row] = await db.notification.createManyAndReturn({
    data: [
      {
        id: randomUUID(),
        userId: n.userId,
        isGlobal: n.userId === null,
        type: n.type,
        title: n.title,
        message: n.message,
        amount: n.amount ?? null,
        gameName: n.gameName ?? null,
        expiresAt: n.expiresAt,
        dedupeKey: n.dedupeKey ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return row ?? null;
}

export async function findNotificationByDedupeKey(db: Db, dedupeKey: string): Promise<StoredNotification | null> {
  return db.notification.findUnique({ where: { dedupeKey } });
}

const visibleTo = (userId: string, now: Date) => ({
  OR: [{ userId }, { isGlobal: true }],
  AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
});

/** The user's own unexpired notifications and the global ones, newest first, with the user's read state. */
export async function listNotifications(db: ChatDatabase, userId: string, limit: number, now = new Date()): Promise<NotificationItem[]> {
  const rows = await db.notification.findMany({
    where: visibleTo(userId, now),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: { reads: { where: { userId }, select: { userId: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    amount: row.amount,
    gameName: row.gameName,
    isGlobal: row.isGlobal,
    isRead: row.isGlobal ? row.reads.length > 0 : row.isRead,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}

/** Marks one notification read for the user; false when it is neither theirs nor global. */
export async function markNotificationRead(db: ChatDatabase, userId: string, notificationId: string): Promise<boolean> {
  const own = await db.notification.updateMany({ where: { id: notificationId, userId }, data: { isRead: true } });
  if (own.count > 0) return true;
  const global = await db.notification.findFirst({ where: { id: notificationId, isGlobal: true }, select: { id: true } });
  if (!global) return false;
  await db.notificationRead.createMany({ data: [{ notificationId, userId }], skipDuplicates: true });
  return true;
}

/** Marks every visible notification read for the user; returns how many were unread. */
export async function markAllNotificationsRead(db: ChatDatabase, userId: string, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const own = await tx.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
    const unreadGlobals = await tx.notification.findMany({
      where: { isGlobal: true, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }], reads: { none: { userId } } },
      select: { id: true },
    });
    const globals = await tx.notificationRead.createMany({ data: unreadGlobals.map((n) => ({ notificationId: n.id, userId })), skipDuplicates: true });
    return own.count + globals.count;
  });
}
