import { Router } from 'express';
import { ZPostSlotsRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playSlotsRound } from '../application/games/slots.js';

export function slotsRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/slots', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playSlotsRound(ctx, userId, parseInput(ZPostSlotsRequest, req.body)));
  });
  return router;
}
