import { Router } from 'express';
import { ZPostPlinkoRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playPlinkoRound } from '../application/games/plinko.js';
import { PLINKO_RISKS, PLINKO_TABLES, plinkoRtp } from '../domain/games/plinko.js';

const tables = PLINKO_RISKS.flatMap((risk) =>
  Object.entries(PLINKO_TABLES[risk]).map(([rows, table]) => ({ rows: Number(rows), risk, multipliers: table.map((m) => m / 100), rtp: plinkoRtp(risk, Number(rows)) })),
);

export function plinkoRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/plinko/tables', (_req, res) => {
    res.json(tables);
  });
  router.post('/plinko', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playPlinkoRound(ctx, userId, parseInput(ZPostPlinkoRequest, req.body)));
  });
  return router;
}
