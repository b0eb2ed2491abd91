import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { Router } from 'express';
import { payoutAccountOf } from '../application/robux-payouts.js';
import { currentWithdrawalLimits, withdrawalActivityNow } from '../application/withdrawals.js';
import type { WalletContext } from '../context.js';

/**
 * GET /api/withdrawal/limits: the minimums and the daily limit new withdrawals are checked against, so
 * the withdraw page shows and applies the real ones, and how a Robux request is paid right now
 * ('automatic' with a Roblox payout account, else 'admin'), so the page does not promise an instant
 * payout that will wait for an admin. Open to visitors too: they are product rules, not a player's
 * data. Read per request from the live settings, so an admin's change shows within a second. For a
 * signed-in player it also says what of the daily limit they used today, counted by the very query the
 * refusal uses, and whether one of their withdrawals is still pending (the wallet takes one at a time);
 * a visitor has withdrawn nothing.
 */
export function withdrawalLimitsRouter(ctx: Pick<WalletContext, 'settings' | 'sql' | 'now'>): Router {
  const router = Router();
  router.get('/api/withdrawal/limits', async (req, res) => {
    const robuxPayout = payoutAccountOf(ctx.settings) ? 'automatic' : 'admin';
    const userId = req.identity?.userId;
    const activity = userId ? await withdrawalActivityNow(ctx.sql, userId, ctx.now()) : { withdrawnToday: 0, pendingCount: 0 };
    const body: GetWithdrawalLimitsResponse = {
      ...currentWithdrawalLimits(ctx),
      withdrawnToday: activity.withdrawnToday,
      hasPendingWithdrawal: activity.pendingCount > 0,
      robuxPayout,
    };
    res.json(body);
  });
  return router;
}
