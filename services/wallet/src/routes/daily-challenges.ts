import { ZPostDailyChallengeClaimParams, type GetDailyChallengesResponse, type PostDailyChallengeClaimResponse } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import { Router } from 'express';
import { claimDailyChallenge, listDailyChallenges } from '../application/daily-challenges.js';
import type { WalletContext } from '../context.js';

export function dailyChallengesRouter(ctx: WalletContext): Router {
  const router = Router();
  router.get('/api/daily-challenges', async (req, res) => {
    const body: GetDailyChallengesResponse = await listDailyChallenges(ctx, requireUserId(req.identity));
    res.json(body);
  });
  router.post('/api/daily-challenges/:id/claim', async (req, res) => {
    const userId = requireUserId(req.identity);
    const { id } = parseInput(ZPostDailyChallengeClaimParams, req.params);
    const body: PostDailyChallengeClaimResponse = await claimDailyChallenge(ctx, userId, id);
    res.json(body);
  });
  return router;
}
