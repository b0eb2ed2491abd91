import { ZPutChallengeRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { ChallengeStore } from '../application/challenge-store.js';
import { currentActor } from './admin-only.js';
import { parseWithSpecMessages } from './exact-input.js';

const ZChallengeIdParam = z.string().min(1).max(100);

/** /api/admin/challenges (spec section 7): the daily challenges, edited inline. */
export function adminChallengeRoutes(challenges: ChallengeStore): Router {
  const router = Router();

  router.get('/challenges', async (_req, res) => {
    res.json(await challenges.list());
  });

  router.put('/challenges/:challengeId', async (req, res) => {
    const challengeId = parseInput(ZChallengeIdParam, req.params.challengeId, 'challengeId');
    const edit = parseWithSpecMessages(ZPutChallengeRequest, req.body);
    res.json(await challenges.update(challengeId, edit, currentActor(req)));
  });

  return router;
}
