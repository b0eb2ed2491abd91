import { Router } from 'express';
import { publicStats } from '../application/stats.js';
import type { AdminPrisma } from '../db/client.js';

/** GET /api/public/stats: the landing page's live stats, for visitors too (polled every 30 s). */
export function publicStatsRoutes(prisma: AdminPrisma): Router {
  const router = Router();
  router.get('/api/public/stats', async (_req, res) => {
    res.json(await publicStats(prisma));
  });
  return router;
}
