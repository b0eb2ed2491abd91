import { Router } from 'express';
import { ZBlackjackActionRequest, ZPostBlackjackResultRequest, ZPostBlackjackStartRequest } from '@app/contracts';
import { parseInput, requireUserId } from '@app/platform';
import type { GamesContext } from '../application/context.js';
import { activeBlackjack, blackjackResult, doubleBlackjack, hitBlackjack, splitBlackjack, standBlackjack, startBlackjack } from '../application/games/blackjack.js';

export function blackjackRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.post('/blackjack/start', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await startBlackjack(ctx, userId, parseInput(ZPostBlackjackStartRequest, req.body)));
  });
  const actions = { hit: hitBlackjack, stand: standBlackjack, double: doubleBlackjack, split: splitBlackjack };
  for (const [name, act] of Object.entries(actions)) {
    router.post(`/blackjack/${name}`, async (req, res) => {
      const userId = requireUserId(req.identity);
      res.json(await act(ctx, userId, parseInput(ZBlackjackActionRequest, req.body).roundId));
    });
  }
  router.post('/blackjack/result', async (req, res) => {
    const userId = requireUserId(req.identity);
    res.json(await blackjackResult(ctx, userId, parseInput(ZPostBlackjackResultRequest, req.body)));
  });
  router.get('/blackjack/active', async (req, res) => {
    res.json({ round: await activeBlackjack(ctx, requireUserId(req.identity)) });
  });
  return router;
}
