import { Router } from 'express';
import type { GetChatRainResponse, PostChatRainJoinResponse } from '@app/contracts';
import type { Rains } from '../application/rains.js';

/**
 * The players' side of a rain. It is started only through the admin service (POST /api/admin/rain, which
 * writes the audit log, then the chat.v1.rain.start command) or by the automatic-rain setting.
 */
export function rainRoutes(rains: Rains): Router {
  const router = Router();

  router.get('/api/chat/rain', async (req, res) => {
    const body: GetChatRainResponse = await rains.current(req.identity?.userId);
    res.json(body);
  });

  router.post('/api/chat/rain/join', async (req, res) => {
    const joined = await rains.join(req.identity?.userId);
    const body: PostChatRainJoinResponse = { success: true, ...joined };
    res.json(body);
  });

  return router;
}
