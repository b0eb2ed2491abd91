import { z } from 'zod';
import { ZRainAmount, ZRainDurationMs, ZRainMessage, ZRainView } from '../chat/rain.js';

/**
 * POST /api/admin/rain: starts a chat rain of `amount` points (split among the verified players who
 * join in time), open for `durationMs` (default: the rain_default_duration_ms setting). One rain at a
 * time: 409 while another is open.
 */
export const ZPostAdminRainRequest = z.object({
  amount: ZRainAmount,
  durationMs: ZRainDurationMs.optional(),
  message: ZRainMessage.optional(),
});
export type PostAdminRainRequest = z.infer<typeof ZPostAdminRainRequest>;

export const ZPostAdminRainResponse = z.object({ rain: ZRainView, actionId: z.string() });
export type PostAdminRainResponse = z.infer<typeof ZPostAdminRainResponse>;
