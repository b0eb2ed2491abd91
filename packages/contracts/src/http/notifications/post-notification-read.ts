import { z } from 'zod';

/** POST /api/notifications/:id/read (empty body): marks one notification read for the caller; 404 if not theirs. */
export const ZPostNotificationReadParams = z.object({ id: z.string().uuid('Unknown notification') });
export type PostNotificationReadParams = z.infer<typeof ZPostNotificationReadParams>;

export const ZPostNotificationReadResponse = z.object({ success: z.literal(true) });
export type PostNotificationReadResponse = z.infer<typeof ZPostNotificationReadResponse>;
