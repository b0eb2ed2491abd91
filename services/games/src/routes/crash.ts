import { Router } from 'express';
import { ZPostCrashLiveCashoutRequest, ZPostCrashLiveStartRequest, ZPostCrashRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { playCrashRound } from '../application/games/crash.js';
import { activeLiveCrash, cashOutLiveCrash, getLiveCrash, startLiveCrash } from '../application/games/crash-live.js';
import { roundIdParam } from './params.js';

export function crashRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/crash', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await playCrashRound(ctx, userId, parseInput(ZPostCrashRequest, req.body)));
  });
  router.post('/crash/live/start', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await startLiveCrash(ctx, userId, parseInput(ZPostCrashLiveStartRequest, req.body)));
  });
  router.post('/crash/live/cashout', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await cashOutLiveCrash(ctx, userId, parseInput(ZPostCrashLiveCashoutRequest, req.body).roundId));
  });
  router.get('/crash/live/active', async (req, res) => {
    res.json({ round: await activeLiveCrash(ctx, requireUserId(req.identity)) });
  });
  router.get('/crash/live/:roundId', async (req, res) => {
    res.json(await getLiveCrash(ctx, requireUserId(req.identity), roundIdParam(req.params.roundId)));
  });
  return router;
}
