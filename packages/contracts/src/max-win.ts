/**
 * The rule of setting games_max_win, shared by the games service (which refuses a bet that breaks it, before
 * anything is drawn) and the web app (which disables the button and says why before the click, in the same
 * words). The most a bet can pay is a function of its total stake: the rule a game's paytable gives for the
 * bet as placed (its picks, risk, rows, bet types, mine count, cash-out target). In bigint because a stake
 * near the maximum bet times the largest multiplier (mines with 10 mines: 3,170,697x) is past 2^53, where
 * number arithmetic is no longer exact.
 */
export type PayoutReach = (stake: number) => bigint;

/** A bet paying at most `multiplier100` hundredths of its stake: floor(stake × m / 100), as the server pays it. */
export function reachAt(multiplier100: number): PayoutReach {
  return (stake) => (BigInt(stake) * BigInt(multiplier100)) / 100n;
}

/**
 * Several bets on one round (roulette, baccarat) whose best outcome pays `maxPayout` at the total `stake`:
 * at another total, the same bets in proportion pay that in proportion (exact at `stake` itself, where the
 * decision is made; elsewhere only the hint of what to bet instead).
 */
export function reachInProportion(stake: number, maxPayout: number): PayoutReach {
  return (s) => (s === stake ? BigInt(maxPayout) : (BigInt(maxPayout) * BigInt(s)) / BigInt(stake));
}

/** The largest stake up to `stake` whose reach is at most `maxWin` (0 if none is), by bisection: a reach never falls as the stake grows. */
export function largestStakeWithin(reach: PayoutReach, stake: number, maxWin: number): number {
  const limit = BigInt(maxWin);
  if (reach(stake) <= limit) return stake;
  let low = 0; // reach(0) is 0: within
  let high = stake; // past the limit
  while (high - low > 1) {
    const mid = low + Math.floor((high - low) / 2);
    if (reach(mid) <= limit) low = mid;
    else high = mid;
  }
  return low;
}

/** 1234567 → '1,234,567' (no locale data needed; bigint too) */
export function groupDigits(points: number | bigint): string {
  return points.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Why `stake` breaks the max win, as a predicate after the field's name ('this bet can win up to 2,000
 * points, more than the 1,000 one round may pay; bet at most 500 points'), or null when the bet can be paid.
 */
export function maxWinExcess(reach: PayoutReach, stake: number, maxWin: number): string | null {
  const most = reach(stake);
  if (most <= BigInt(maxWin)) return null;
  const allowed = largestStakeWithin(reach, stake, maxWin);
  const instead = allowed > 0 ? `bet at most ${groupDigits(allowed)} points` : 'choose a bet that pays less';
  return `this bet can win up to ${groupDigits(most)} points, more than the ${groupDigits(maxWin)} one round may pay; ${instead}`;
}
