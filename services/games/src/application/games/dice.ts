import { reachAt, type PostDiceRequest, type PostDiceResponse } from '@app/contracts';
import { DICE_FLOATS, diceMaxMultiplier100, playDice } from '../../domain/games/dice.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playDiceRound(ctx: GamesContext, userId: string, bet: PostDiceRequest): Promise<PostDiceResponse> {
  const houseEdge = ctx.settings.get('house_edge_dice');
  return playInstant(ctx, {
    userId,
    game: 'dice',
    stake: bet.betAmount,
    field: 'betAmount',
    reach: reachAt(diceMaxMultiplier100(houseEdge)),
    floats: DICE_FLOATS,
    draw: (floats) => {
      const o = playDice(floats, { stake: bet.betAmount, prediction: bet.prediction, houseEdge });
      const view = { diceResult: o.face, prediction: bet.prediction, isWin: o.isWin, multiplier: o.multiplier100 / 100, winAmount: o.payout };
      return {
        params: { betAmount: bet.betAmount, prediction: bet.prediction, houseEdge },
        decision: { payout: o.payout, multiplier100: o.isWin ? o.multiplier100 : 0, result: o.face, outcome: { diceResult: o.face, isWin: o.isWin } },
        view,
      };
    },
  });
}
