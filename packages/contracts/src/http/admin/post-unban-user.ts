import { z } from 'zod';
import { ZUserFacts } from '../../commands/auth.js';

/** POST /api/admin/users/{id}/unban (no body): lifts a ban. */
export const ZPostUnbanUserResponse = z.object({ user: ZUserFacts, actionId: z.string() });
export type PostUnbanUserResponse = z.infer<typeof ZPostUnbanUserResponse>;
