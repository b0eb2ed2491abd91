import { z } from 'zod';
import { ZChatMessage, ZChatMessageText } from './chat-message.js';

/**
 * POST /api/chat/send: the same rules as the `chat_message` socket event (one function serves both):
 * signed in (401), verified e-mail (403 EMAIL_NOT_VERIFIED), not banned (403 ACCOUNT_BANNED),
 * at most CHAT_RATE_LIMIT messages per window (429 RATE_LIMITED, whose body adds `retryAfterSeconds`:
 * whole seconds until a message is admitted again, also stated in its `message`).
 */
export const ZPostChatSendRequest = z.object({ message: ZChatMessageText });
export type PostChatSendRequest = z.infer<typeof ZPostChatSendRequest>;

/**
 * `duplicate: true` when the same user sent the same text less than 1 s ago: it was delivered once
 * already, so this one is dropped (not an error) and `message` is absent.
 */
export const ZPostChatSendResponse = z.object({
  success: z.literal(true),
  duplicate: z.boolean(),
  message: ZChatMessage.optional(),
});
export type PostChatSendResponse = z.infer<typeof ZPostChatSendResponse>;
