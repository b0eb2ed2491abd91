import { z } from 'zod';
import { ZNotificationItem } from './notification.js';

/** GET /api/notifications: the caller's unexpired notifications and the global ones, newest first, at most 50. */
export const ZGetNotificationsResponse = z.object({
  notifications: z.array(ZNotificationItem),
  /** how many of the listed ones are unread (the bell's badge) */
  unreadCount: z.number().int().nonnegative(),
});
export type GetNotificationsResponse = z.infer<typeof ZGetNotificationsResponse>;
