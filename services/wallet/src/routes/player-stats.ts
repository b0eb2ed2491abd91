import type { GetLeaderboardResponse, GetReferralStatsResponse, GetUserStatsResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import { Router } from 'express';
import { leaderboardReader, referralStats, userStats } from '../application/player-stats.js';
import type { WalletContext } from '../context.js';

/** GET /api/user/stats, GET /api/leaderboard (visitors too: the landing page shows top earners), GET /api/referral/stats. */
export function playerStatsRouter(ctx: WalletContext): Router {
  const router = Router();
  const leaderboard = leaderboardReader(ctx);
  router.get('/api/user/stats', async (req, res) => {
    const body: GetUserStatsResponse = await userStats(ctx, requireUserId(req.identity));
    res.json(body);
  });
  router.get('/api/leaderboard', async (_req, res) => {
    const body: GetLeaderboardResponse = await leaderboard();
    res.json(body);
  });
  router.get('/api/referral/stats', async (req, res) => {
    const body: GetReferralStatsResponse = await referralStats(ctx, requireUserId(req.identity));
    res.json(body);
  });
  return router;
}
