import { ZGetAdminActionsQuery } from '@app/contracts';
import { parseInput, type Bus } from '@app/platform';
import { Router } from 'express';
import { auditLogPage } from '../application/audit-log.js';
import { adminStats } from '../application/stats.js';
import type { AdminPrisma } from '../db/client.js';

/** /api/admin/stats (polled every 30 s) and /api/admin/actions (the audit log). */
export function adminOverviewRoutes(prisma: AdminPrisma, bus: Bus): Router {
  const router = Router();

  router.get('/stats', async (_req, res) => {
    res.json(await adminStats(prisma, bus));
  });

  router.get('/actions', async (req, res) => {
    res.json(await auditLogPage(prisma, bus, parseInput(ZGetAdminActionsQuery, req.query)));
  });

  return router;
}
