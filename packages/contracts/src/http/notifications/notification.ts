import { z } from 'zod';

/** Kinds of notification (spec section 3: welcome, big_win, rain, level_up, system, others). */
export const ZNotificationType = z.enum(['welcome', 'big_win', 'rain', 'withdrawal', 'level_up', 'system', 'general']);
export type NotificationType = z.infer<typeof ZNotificationType>;

/** One stored notification as the bell lists it. */
export const ZNotificationItem = z.object({
  id: z.string(),
  type: ZNotificationType,
  title: z.string(),
  message: z.string(),
  /** points involved (a win, a rain share, a withdrawal) */
  amount: z.number().int().nullable(),
  gameName: z.string().nullable(),
  /** shown to every player (an admin's system notice) rather than to one */
  isGlobal: z.boolean(),
  /** per player, also for global notifications */
  isRead: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof ZNotificationItem>;
