import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { ZUserFacts } from '../../commands/auth.js';

/**
 * POST /api/admin/users/{id}/ban: the user's sessions end, and they can no longer log in, bet, chat or
 * withdraw. An admin cannot ban themselves.
 */
export const ZPostBanUserRequest = z.object({
  reason: z.string({ error: whenMissing('A reason is required') }).trim().min(1, 'A reason is required').max(500, 'The reason is at most 500 characters'),
});
export type PostBanUserRequest = z.infer<typeof ZPostBanUserRequest>;

export const ZPostBanUserResponse = z.object({ user: ZUserFacts, actionId: z.string() });
export type PostBanUserResponse = z.infer<typeof ZPostBanUserResponse>;
