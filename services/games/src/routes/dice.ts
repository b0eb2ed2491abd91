import { Router } from 'express';
import { ZPostDiceRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playDiceRound } from '../application/games/dice.js';

export function diceRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/dice', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playDiceRound(ctx, userId, parseInput(ZPostDiceRequest, req.body)));
  });
  return router;
}
