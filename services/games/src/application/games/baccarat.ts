import { baccaratMaxPayout, reachInProportion, type PostBaccaratRequest, type PostBaccaratResponse } from '@app/contracts';
import { BACCARAT_FLOATS, BACCARAT_RESULT_CODE, playBaccarat } from '../../domain/games/baccarat.js';
import { effectiveMultiplier100 } from '../../domain/money.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playBaccaratRound(ctx: GamesContext, userId: string, request: PostBaccaratRequest): Promise<PostBaccaratResponse> {
  const bets = { player: request.bets.player, banker: request.bets.banker, tie: request.bets.tie };
  const total = (bets.player ?? 0) + (bets.banker ?? 0) + (bets.tie ?? 0);
  return playInstant(ctx, {
    userId,
    game: 'baccarat',
    stake: total,
    field: 'bets',
    reach: reachInProportion(total, baccaratMaxPayout(bets)),
    floats: BACCARAT_FLOATS,
    draw: (floats) => {
      const o = playBaccarat(floats, bets);
      return {
        params: { bets: { player: bets.player ?? 0, banker: bets.banker ?? 0, tie: bets.tie ?? 0 } },
        decision: {
          payout: o.payout,
          multiplier100: effectiveMultiplier100(o.payout, total),
          result: BACCARAT_RESULT_CODE[o.winner],
          outcome: { playerCards: o.playerCards, bankerCards: o.bankerCards, playerValue: o.playerValue, bankerValue: o.bankerValue, winner: o.winner },
        },
        view: {
          playerCards: o.playerCards,
          bankerCards: o.bankerCards,
          playerValue: o.playerValue,
          bankerValue: o.bankerValue,
          winner: o.winner,
          totalBet: total,
          winnings: o.payout,
          pointsDelta: o.payout - total,
          isWin: o.payout > total,
        },
      };
    },
  });
}
