import { reachInProportion, rouletteMaxPayout } from '@app/contracts';
import { aboveMaxWinReach } from '../shared/use-bet-amount';
import { totalOf, type Bets } from './roulette-bets';
import { ALL_SPOTS } from './roulette-layout';

/** The chips on the board as the bets of one spin: each spot one bet, with the pockets it covers (what Spin sends). */
export function placedBets(bets: Bets) {
  return [...bets].map(([key, amount]) => {
    const spot = ALL_SPOTS.get(key)!;
    return { type: spot.type, numbers: spot.numbers, amount };
  });
}

/**
 * Why these chips could win more than one round may pay (setting games_max_win; undefined until known), in the
 * words the server refuses the spin with: all chips together, on the pocket that pays them best. Null when they could not.
 */
export function rouletteMaxWinProblem(bets: Bets, maxWin: number | undefined): string | null {
  const total = totalOf(bets);
  if (maxWin === undefined || total === 0) return null;
  return aboveMaxWinReach(reachInProportion(total, rouletteMaxPayout(placedBets(bets))), total, maxWin);
}
