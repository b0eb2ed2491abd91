import { z } from 'zod';

/** POST /api/notifications/read-all (empty body): marks every listed notification read for the caller. */
export const ZPostNotificationsReadAllResponse = z.object({
  success: z.literal(true),
  /** how many were unread before */
  marked: z.number().int().nonnegative(),
});
export type PostNotificationsReadAllResponse = z.infer<typeof ZPostNotificationsReadAllResponse>;
