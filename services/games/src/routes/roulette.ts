import { Router } from 'express';
import { ZPostRouletteRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playRouletteRound } from '../application/games/roulette.js';

export function rouletteRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/roulette', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playRouletteRound(ctx, userId, parseInput(ZPostRouletteRequest, req.body)));
  });
  return router;
}
