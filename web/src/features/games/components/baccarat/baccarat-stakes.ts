import { baccaratMaxPayout, reachInProportion, type BaccaratSide } from '@app/contracts';
import { aboveMaxBet, aboveMaxWinReach, parseBet } from '../shared/use-bet-amount';

export const SIDES: readonly { side: BaccaratSide; label: string; pays: string }[] = [
  { side: 'player', label: 'Player', pays: '0.95:1' },
  { side: 'banker', label: 'Banker', pays: '0.9:1' },
  { side: 'tie', label: 'Tie', pays: '9:1' },
];

/** A side's stake: a whole number of points, 0 when empty; null when the box holds anything else (1.5, -3, '1e2'). */
export const stakeOf = (text: string): number | null => {
  if (text.trim() === '') return 0;
  const n = parseBet(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

export interface BaccaratStakes {
  /** each side's stake (0 for no bet, and for a box that is not valid) */
  stakes: Record<BaccaratSide, number>;
  total: number;
  /** the sides whose box is not a whole number of points: nothing is dealt until they are */
  invalid: BaccaratSide[];
}

/** The three boxes read as stakes: what Total bet shows is exactly what Deal sends, never a silently changed number. */
export function readStakes(values: Record<BaccaratSide, string>): BaccaratStakes {
  const stakes = { player: 0, banker: 0, tie: 0 };
  const invalid: BaccaratSide[] = [];
  for (const { side } of SIDES) {
    const stake = stakeOf(values[side]);
    if (stake === null) invalid.push(side);
    else stakes[side] = stake;
  }
  return { stakes, total: stakes.player + stakes.banker + stakes.tie, invalid };
}

/**
 * Why Deal is disabled, or null when the bets can be dealt (`maxBet`: the most one round may stake, all bets
 * together; `maxWin`: the most one round may pay, on the winner that pays the three bets best, in the server's words).
 */
export function baccaratBetProblem({ stakes, total, invalid }: BaccaratStakes, balance: number, maxBet?: number, maxWin?: number): string | null {
  if (invalid.length > 0) {
    const names = invalid.map((side) => SIDES.find((s) => s.side === side)!.label).join(', ');
    return `Bets are whole numbers of points, 0 or more (check ${names}).`;
  }
  if (total <= 0) return 'Place a bet on Player, Banker or Tie.';
  if (total > balance) return 'Insufficient balance for this bet.';
  if (maxBet !== undefined && total > maxBet) return aboveMaxBet(maxBet);
  if (maxWin !== undefined) return aboveMaxWinReach(reachInProportion(total, baccaratMaxPayout(stakes)), total, maxWin);
  return null;
}
