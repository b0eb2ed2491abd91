import type { GetOgadsOffersResponse, GetOgadsOfferwallResponse } from '@app/contracts';
import { requireUserId } from '@app/platform';
import { Router } from 'express';
import { listOffers, offerwall } from '../application/offers.js';
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
  return router;
}
