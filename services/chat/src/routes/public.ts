import { Router } from 'express';
import type { GetRecentActivityResponse } from '@app/contracts';
import type { ActivityFeed } from '../application/activity-feed.js';

export function publicRoutes(feed: ActivityFeed): Router {
  const router = Router();

  // No login: the landing page shows it to visitors.
  router.get('/api/public/recent-activity', async (_req, res) => {
    const body: GetRecentActivityResponse = await feed.recent();
    res.json(body);
  });

  return router;
}
