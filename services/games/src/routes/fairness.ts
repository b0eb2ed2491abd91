import { Router } from 'express';
import { ZPostFairnessRotateRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { currentFairness, rotateSeeds, verifiableRound } from '../application/fairness.js';
import { roundIdParam } from './params.js';

export function fairnessRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/fairness', async (req, res) => {
    res.json(await currentFairness(ctx, requireUserId(req.identity)));
  });
  router.post('/fairness/rotate', async (req, res) => {
    const userId = requireUserId(req.identity);
    const { clientSeed } = parseInput(ZPostFairnessRotateRequest, req.body);
    res.json(await rotateSeeds(ctx, userId, clientSeed));
  });
  router.get('/fairness/rounds/:roundId', async (req, res) => {
    res.json(await verifiableRound(ctx, requireUserId(req.identity), roundIdParam(req.params.roundId)));
  });
  return router;
}

