import { z } from 'zod';
import { ZChatMessage } from './chat-message.js';

/** GET /api/chat/history: the last 50 chat lines, oldest first (polled every 5 s while the socket is down). */
export const ZGetChatHistoryResponse = z.array(ZChatMessage);
export type GetChatHistoryResponse = z.infer<typeof ZGetChatHistoryResponse>;
