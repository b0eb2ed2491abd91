import type { GetOgadsOffersResponse, GetOgadsOfferwallResponse, GetOgadsRateResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import { Router } from 'express';
import { listOffers, offerRate, offerwall } from '../application/offers.js';
import type { WalletContext } from '../context.js';

export function offersRouter(ctx: WalletContext): Router {
  const router = Router();
  router.get('/api/ogads/offers', async (req, res) => {
    const userId = requireUserId(req.identity);
    const body: GetOgadsOffersResponse = await listOffers(ctx, userId, req.identity!);
    res.json(body);
  });
  router.get('/api/ogads/offerwall', (req, res) => {
    const body: GetOgadsOfferwallResponse = offerwall(ctx, requireUserId(req.identity));
    res.json(body);
  });
  // public, like the withdrawal limits: a product rule, not a player's data
  router.get('/api/ogads/rate', (_req, res) => {
    const body: GetOgadsRateResponse = offerRate(ctx);
    res.json(body);
  });
  return router;
}
