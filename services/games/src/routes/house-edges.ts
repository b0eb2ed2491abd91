import { Router } from 'express';
import type { GetHouseEdgesResponse } from '@app/contracts';
import type { GamesContext } from '../application/context.js';
import { diceMultiplier100 } from '../domain/games/dice.js';

/** GET /house-edges: the tunable games' edges and the round limits as the next round will use them (public, like the tables). */
export function houseEdgesRoutes(ctx: GamesContext): Router {
  const router = Router();
  router.get('/house-edges', (_req, res) => {
    const dice = ctx.settings.get('house_edge_dice');
    const answer: GetHouseEdgesResponse = {
      dice: { houseEdge: dice, winMultiplier: diceMultiplier100(dice) / 100 },
      crash: { houseEdge: ctx.settings.get('house_edge_crash') },
      mines: { houseEdge: ctx.settings.get('house_edge_mines') },
      wheel: { houseEdge: ctx.settings.get('house_edge_wheel') },
      keno: { houseEdge: ctx.settings.get('house_edge_keno') },
      plinko: { houseEdge: ctx.settings.get('house_edge_plinko') },
      maxBet: ctx.settings.get('games_max_bet'),
      maxWin: ctx.settings.get('games_max_win'),
    };
    res.json(answer);
  });
  return router;
}
