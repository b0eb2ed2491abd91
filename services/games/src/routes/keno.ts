import { Router } from 'express';
import { ZPostKenoRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playKenoRound } from '../application/games/keno.js';
import { KENO_BASE_EDGE, kenoPaytable, kenoRtp, PAYTABLES } from '../domain/games/keno.js';
import { toMultiplier } from '../domain/money.js';
import { perSetting } from './per-setting.js';

const paytablesAt = perSetting((houseEdge) =>
  Object.entries(PAYTABLES).map(([key, base]) => {
    const picks = Number(key);
    return { picks, multipliers: kenoPaytable(picks, houseEdge).map(toMultiplier), rtp: kenoRtp(picks, houseEdge), houseEdge, baseMultipliers: base.map(toMultiplier), baseHouseEdge: KENO_BASE_EDGE };
  }),
);

export function kenoRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/keno/paytables', (_req, res) => {
    res.json(paytablesAt(ctx.settings.get('house_edge_keno')));
  });
  router.post('/keno', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playKenoRound(ctx, userId, parseInput(ZPostKenoRequest, req.body)));
  });
  return router;
}
