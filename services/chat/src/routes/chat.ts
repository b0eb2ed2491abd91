import { Router } from 'express';
import type { GetChatHistoryResponse, PostChatSendResponse } from '@app/contracts';
import type { ChatMessages } from '../application/chat-messages.js';

export function chatRoutes(chat: ChatMessages): Router {
  const router = Router();

  // Anyone may read the chat (it is view-only for visitors and unverified players).
  router.get('/api/chat/history', async (_req, res) => {
    const body: GetChatHistoryResponse = await chat.history();
    res.json(body);
  });

  router.post('/api/chat/send', async (req, res) => {
    const result = await chat.send(req.identity?.userId, req.body);
    const body: PostChatSendResponse = result.duplicate ? { success: true, duplicate: true } : { success: true, duplicate: false, message: result.message };
    res.json(body);
  });

  return router;
}
