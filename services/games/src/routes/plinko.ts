import { Router } from 'express';
import { ZPostPlinkoRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playPlinkoRound } from '../application/games/plinko.js';
import { PLINKO_BASE_EDGE, PLINKO_RISKS, PLINKO_TABLES, plinkoRtp, plinkoTable } from '../domain/games/plinko.js';
import { toMultiplier } from '../domain/money.js';
import { perSetting } from './per-setting.js';

const tablesAt = perSetting((houseEdge) =>
  PLINKO_RISKS.flatMap((risk) =>
    Object.entries(PLINKO_TABLES[risk]).map(([key, base]) => {
      const rows = Number(key);
      return { rows, risk, multipliers: plinkoTable(risk, rows, houseEdge).map(toMultiplier), rtp: plinkoRtp(risk, rows, houseEdge), houseEdge, baseMultipliers: base.map(toMultiplier), baseHouseEdge: PLINKO_BASE_EDGE };
    }),
  ),
);

export function plinkoRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/plinko/tables', (_req, res) => {
    res.json(tablesAt(ctx.settings.get('house_edge_plinko')));
  });
  router.post('/plinko', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playPlinkoRound(ctx, userId, parseInput(ZPostPlinkoRequest, req.body)));
  });
  return router;
}
