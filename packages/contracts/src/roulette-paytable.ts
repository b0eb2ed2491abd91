import type { RouletteBetType } from './http/games/post-roulette.js';

/**
 * American roulette's paytable, shared by the games service (which settles a spin and refuses bets that
 * could pay more than games_max_win) and the web app (which says so before the click). 38 pockets, 0–36
 * and 00 (= 37); every bet pays (36 / covered − 1) : 1.
 */
export const ROULETTE_POCKETS = 38;

/** Net odds (profit per point staked when the bet wins). */
export const ROULETTE_PAYOUT_ODDS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

/** A bet with the pockets it covers (outside bets too: red names its 18 numbers). */
export interface CoveredRouletteBet {
  type: RouletteBetType;
  numbers: readonly number[];
  amount: number;
}

/** What one bet returns when `winningNumber` comes up: its amount times (odds + 1), or nothing. */
export function rouletteBetPayout(bet: CoveredRouletteBet, winningNumber: number): number {
  return bet.numbers.includes(winningNumber) ? bet.amount * (ROULETTE_PAYOUT_ODDS[bet.type] + 1) : 0;
}

/** The most these bets can pay together, in points: what they return on the pocket that pays them best. */
export function rouletteMaxPayout(bets: readonly CoveredRouletteBet[]): number {
  let most = 0;
  for (let n = 0; n < ROULETTE_POCKETS; n++) most = Math.max(most, bets.reduce((sum, bet) => sum + rouletteBetPayout(bet, n), 0));
  return most;
}
