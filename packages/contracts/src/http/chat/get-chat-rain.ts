import { z } from 'zod';
import { ZRainView } from './rain.js';

/** GET /api/chat/rain: the rain open now (null when none), and whether the caller has joined it. */
export const ZGetChatRainResponse = z.object({
  rain: ZRainView.nullable(),
  joined: z.boolean(),
});
export type GetChatRainResponse = z.infer<typeof ZGetChatRainResponse>;
