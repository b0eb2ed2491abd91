import { Router } from 'express';
import type { GetChatRainResponse, PostChatRainJoinResponse, PostChatRainResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import type { Rains } from '../application/rains.js';

export function rainRoutes(rains: Rains): Router {
  const router = Router();

  router.get('/api/chat/rain', async (req, res) => {
    const body: GetChatRainResponse = await rains.current(req.identity?.userId);
    res.json(body);
  });

  router.post('/api/chat/rain', async (req, res) => {
    const body: PostChatRainResponse = { success: true, rain: await rains.startByAdmin(requireUserId(req.identity), req.body) };
    res.json(body);
  });

  router.post('/api/chat/rain/join', async (req, res) => {
    const joined = await rains.join(req.identity?.userId);
    const body: PostChatRainJoinResponse = { success: true, ...joined };
    res.json(body);
  });

  return router;
}
