import { Router } from 'express';
import { ZPostWheelRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playWheelRound } from '../application/games/wheel.js';
import { publishedSegments } from '../domain/games/wheel.js';
import { perSetting } from './per-setting.js';

const segmentsAt = perSetting(publishedSegments);

export function wheelRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/wheel/segments', (_req, res) => {
    res.json(segmentsAt(ctx.settings.get('house_edge_wheel')));
  });
  router.post('/wheel', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playWheelRound(ctx, userId, parseInput(ZPostWheelRequest, req.body)));
  });
  return router;
}
