import { Router } from 'express';
import { ZPostBaccaratRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playBaccaratRound } from '../application/games/baccarat.js';

export function baccaratRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/baccarat', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playBaccaratRound(ctx, userId, parseInput(ZPostBaccaratRequest, req.body)));
  });
  return router;
}
