import { reachInProportion, rouletteMaxPayout, type PostRouletteRequest, type PostRouletteResponse } from '@app/contracts';
import { AppError } from '@app/platform';
import { coveredNumbers, playRoulette, ROULETTE_FLOATS } from '../../domain/games/roulette.js';
import { effectiveMultiplier100 } from '../../domain/money.js';
import type { GamesContext } from '../context.js';
import { playInstant } from '../instant.js';

export function playRouletteRound(ctx: GamesContext, userId: string, request: PostRouletteRequest): Promise<PostRouletteResponse> {
  const bets = request.bets.map((bet, i) => ({ type: bet.type, numbers: coveredNumbers(bet, `bets.${i}.numbers`), amount: bet.amount }));
  const total = bets.reduce((s, b) => s + b.amount, 0);
  if (total !== request.totalBet) throw new AppError('VALIDATION_FAILED', `totalBet: must equal the sum of the bets (${total})`, 'totalBet');
  return playInstant(ctx, {
    userId,
    game: 'roulette',
    stake: total,
    field: 'totalBet',
    reach: reachInProportion(total, rouletteMaxPayout(bets)),
    floats: ROULETTE_FLOATS,
    draw: (floats) => {
      const o = playRoulette(floats, bets);
      return {
        params: { bets: bets.map((b) => ({ type: b.type, numbers: b.numbers, amount: b.amount })), totalBet: total },
        decision: { payout: o.payout, multiplier100: effectiveMultiplier100(o.payout, total), result: o.winningNumber, outcome: { winningNumber: o.winningNumber, winningColor: o.color, totalWin: o.payout } },
        view: { winningNumber: o.winningNumber, winningColor: o.color, totalBet: total, totalWin: o.payout, pointsDelta: o.payout - total, isWin: o.payout > total, bets: o.bets },
      };
    },
  });
}
