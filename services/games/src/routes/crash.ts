import { Router } from 'express';
import { ZGetCrashLiveRoundQuery, ZPostCrashLiveCashoutRequest, ZPostCrashLiveStartRequest, ZPostCrashRequest } from '@app/contracts';
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
    const userId = requireUserId(req.identity);
    const roundId = roundIdParam(req.params.roundId);
    const { waitMs } = parseInput(ZGetCrashLiveRoundQuery, req.query);
    // a held request ends its wait when the browser goes away (it aborts it on a cash-out or on leaving),
    // or when this replica begins to stop: answered with the round as it is, the browser asks again, and
    // the gateway sends that to a replica still running
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const round = await getLiveCrash(ctx, userId, roundId, { ms: waitMs, signal: AbortSignal.any([gone.signal, ctx.stopping]) });
    if (!res.writableEnded && !res.destroyed) res.json(round);
  });
  return router;
}
