import { useHouseEdges } from '../../api/get-house-edges';
import type { BetLimits } from './use-bet-amount';

/**
 * The most one round may stake (setting games_max_bet), once GET /api/games/house-edges has answered: a bet
 * box above it says so and disables its button, instead of the server refusing the bet after the click.
 */
export function useMaxBet(): number | undefined {
  return useHouseEdges().data?.maxBet;
}

/**
 * The limits a bet box checks before the click: the maximum bet, and the maximum win (setting games_max_win)
 * against `multiplier100`, the best the bet as placed can pay in hundredths, where the screen knows it.
 */
export function useBetLimits(multiplier100?: number): BetLimits {
  const edges = useHouseEdges().data;
  return { maxBet: edges?.maxBet, maxWin: edges?.maxWin, multiplier100 };
}
