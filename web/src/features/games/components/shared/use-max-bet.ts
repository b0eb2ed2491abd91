import { useHouseEdges } from '../../api/get-house-edges';

/**
 * The most one round may stake (setting games_max_bet), once GET /api/games/house-edges has answered: a bet
 * box above it says so and disables its button, instead of the server refusing the bet after the click.
 */
export function useMaxBet(): number | undefined {
  return useHouseEdges().data?.maxBet;
}
