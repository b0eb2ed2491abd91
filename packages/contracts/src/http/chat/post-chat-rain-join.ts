import { z } from 'zod';

/**
 * POST /api/chat/rain/join (empty body; also the `rain_join` socket event): joins the open rain.
 * Verified, non-banned players only (403); 404 NOT_FOUND when no rain is open. Joining twice is a
 * no-op answered with `alreadyJoined: true`.
 */
export const ZPostChatRainJoinResponse = z.object({
  success: z.literal(true),
  rainId: z.string(),
  alreadyJoined: z.boolean(),
});
export type PostChatRainJoinResponse = z.infer<typeof ZPostChatRainJoinResponse>;

/** The refusal of an unverified player, which the rain banner also shows beside its disabled Join. */
export const RAIN_JOIN_UNVERIFIED = 'Verify your email to join the rain';
