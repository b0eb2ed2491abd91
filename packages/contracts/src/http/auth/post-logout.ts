import { z } from 'zod';

/** POST /api/auth/logout (empty body): always 200, with or without a session. */
export const ZLogoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof ZLogoutResponse>;
