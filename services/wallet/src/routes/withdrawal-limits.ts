import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { Router } from 'express';
import { payoutAccountOf } from '../application/robux-payouts.js';
import { currentWithdrawalLimits } from '../application/withdrawals.js';
import type { WalletContext } from '../context.js';

/**
 * GET /api/withdrawal/limits: the minimums and the daily limit new withdrawals are checked against, so
 * the withdraw page shows and applies the real ones, and how a Robux request is paid right now
 * ('automatic' with a Roblox payout account, else 'admin'), so the page does not promise an instant
 * payout that will wait for an admin. Open to visitors too: they are product rules, not a player's
 * data. Read per request from the live settings, so an admin's change shows within a second.
 */
export function withdrawalLimitsRouter(ctx: Pick<WalletContext, 'settings'>): Router {
  const router = Router();
  router.get('/api/withdrawal/limits', (_req, res) => {
    const robuxPayout = payoutAccountOf(ctx.settings) ? 'automatic' : 'admin';
    res.json({ ...currentWithdrawalLimits(ctx), robuxPayout } satisfies GetWithdrawalLimitsResponse);
  });
  return router;
}
