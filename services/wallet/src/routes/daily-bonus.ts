import type { GetDailyBonusStatusResponse, PostDailyBonusClaimResponse, PostDailyBonusResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import { Router } from 'express';
import { claimDailyBonus, readDailyBonusStatus } from '../application/daily-bonus.js';
import type { WalletContext } from '../context.js';

/** The spec's two claim calls share one claim-once mechanism (application/daily-bonus.ts). */
export function dailyBonusRouter(ctx: WalletContext): Router {
  const router = Router();
  router.post('/api/daily-bonus', async (req, res) => {
    const claimed = await claimDailyBonus(ctx, requireUserId(req.identity));
    const body: PostDailyBonusResponse = { success: true, points: claimed.points, streak: claimed.streak, balance: claimed.balance, message: claimed.message };
    res.json(body);
  });
  router.post('/api/daily-bonus/claim', async (req, res) => {
    const claimed = await claimDailyBonus(ctx, requireUserId(req.identity));
    const body: PostDailyBonusClaimResponse = { amount: claimed.points, streak: claimed.streak, balance: claimed.balance, message: claimed.message };
    res.json(body);
  });
  router.get('/api/daily-bonus/status', async (req, res) => {
    const body: GetDailyBonusStatusResponse = await readDailyBonusStatus(ctx, requireUserId(req.identity));
    res.json(body);
  });
  return router;
}
