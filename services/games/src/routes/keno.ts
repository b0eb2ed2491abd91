import { Router } from 'express';
import { ZPostKenoRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playKenoRound } from '../application/games/keno.js';
import { kenoRtp, PAYTABLES } from '../domain/games/keno.js';

const paytables = Object.entries(PAYTABLES).map(([picks, table]) => ({ picks: Number(picks), multipliers: table.map((m) => m / 100), rtp: kenoRtp(Number(picks)) }));

export function kenoRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/keno/paytables', (_req, res) => {
    res.json(paytables);
  });
  router.post('/keno', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playKenoRound(ctx, userId, parseInput(ZPostKenoRequest, req.body)));
  });
  return router;
}
