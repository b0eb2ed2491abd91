import { Router } from 'express';
import { ZGetGameHistoryQuery, ZGetGameHistorySummaryQuery } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { gameHistory, gameHistorySummary, gameStats, recentActivity } from '../application/history.js';

export function historyRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/history', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await gameHistory(ctx, userId, parseInput(ZGetGameHistoryQuery, req.query)));
  });
  router.get('/history/summary', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await gameHistorySummary(ctx, userId, parseInput(ZGetGameHistorySummaryQuery, req.query)));
  });
  router.get('/stats', async (req, res) => {
    res.json(await gameStats(ctx, requireUserId(req.identity)));
  });
  router.get('/recent-activity', async (req, res) => {
    requireUserId(req.identity);
    res.json(await recentActivity(ctx));
  });
  return router;
}
