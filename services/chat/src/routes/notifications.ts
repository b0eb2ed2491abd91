import { Router } from 'express';
import { ZPostNotificationReadParams, type GetNotificationsResponse, type PostNotificationReadResponse, type PostNotificationsReadAllResponse } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { Notifications } from '../application/notifications.js';

export function notificationRoutes(notifications: Notifications): Router {
  const router = Router();

  router.get('/api/notifications', async (req, res) => {
    const body: GetNotificationsResponse = await notifications.list(requireUserId(req.identity));
    res.json(body);
  });

  router.post('/api/notifications/read-all', async (req, res) => {
    const body: PostNotificationsReadAllResponse = { success: true, marked: await notifications.markAllRead(requireUserId(req.identity)) };
    res.json(body);
  });

  router.post('/api/notifications/:id/read', async (req, res) => {
    const userId = requireUserId(req.identity);
    const { id } = parseInput(ZPostNotificationReadParams, req.params);
    await notifications.markRead(userId, id);
    const body: PostNotificationReadResponse = { success: true };
    res.json(body);
  });

  return router;
}
