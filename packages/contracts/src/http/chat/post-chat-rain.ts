import { z } from 'zod';
import { ZRainAmount, ZRainDurationMs, ZRainMessage, ZRainView } from './rain.js';

/**
 * POST /api/chat/rain (admins only, 403 otherwise): starts a rain of `amount` points, open for
 * `durationMs` (default: the `rain_default_duration_ms` setting). One rain at a time: 409 CONFLICT.
 */
export const ZPostChatRainRequest = z.object({
  amount: ZRainAmount,
  durationMs: ZRainDurationMs.optional(),
  message: ZRainMessage.optional(),
});
export type PostChatRainRequest = z.infer<typeof ZPostChatRainRequest>;

export const ZPostChatRainResponse = z.object({ success: z.literal(true), rain: ZRainView });
export type PostChatRainResponse = z.infer<typeof ZPostChatRainResponse>;
