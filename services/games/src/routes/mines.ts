import { Router } from 'express';
import { ZPostMinesCashoutRequest, ZPostMinesRevealRequest, ZPostMinesStartRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { activeMines, cashOutMines, revealMinesTile, startMines } from '../application/games/mines.js';

export function minesRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/mines/start', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await startMines(ctx, userId, parseInput(ZPostMinesStartRequest, req.body)));
  });
  router.post('/mines/reveal', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await revealMinesTile(ctx, userId, parseInput(ZPostMinesRevealRequest, req.body)));
  });
  router.post('/mines/cashout', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await cashOutMines(ctx, userId, parseInput(ZPostMinesCashoutRequest, req.body)));
  });
  router.get('/mines/active', async (req, res) => {
    res.json({ round: await activeMines(ctx, requireUserId(req.identity)) });
  });
  return router;
}
