import { z } from 'zod';
import { whenMissing } from '../when-missing.js';

/** Longest chat message a player may send, after trimming (spec section 5). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/**
 * How many characters `text` has for the 500-character limit: Unicode code points, so an emoji is one
 * character as a player counts it (not the two UTF-16 units of `.length`). The server's schema and the
 * web's message box both count with this.
 */
export function chatMessageLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The text of a chat message as a player sends it: trimmed, non-empty, at most 500 characters.
 * Plain text: the server stores and returns it as given (never HTML-escaped), the web renders it as text.
 */
export const ZChatMessageText = z
  .string({ error: whenMissing('Message is required') })
  .trim()
  .min(1, 'Message cannot be empty')
  .refine((text) => chatMessageLength(text) <= CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const ZChatMessageType = z.enum(['message', 'system', 'rain']);
export type ChatMessageType = z.infer<typeof ZChatMessageType>;

/** One chat line, as history returns it and as the `message` / `system` socket events carry it. */
export const ZChatMessage = z.object({
  id: z.string(),
  username: z.string(),
  message: z.string(),
  /** ISO 8601 */
  timestamp: z.string(),
  /** shown in red with a badge (spec section 6) */
  isAdmin: z.boolean(),
  type: ZChatMessageType,
  /** the pot of the rain a `rain` line announces */
  rainAmount: z.number().int().optional(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;
