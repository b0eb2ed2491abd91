import { formatPointsWithUnit, pluralize } from '@/lib/format';

/**
 * The floating message after a draw (spec section 8: '+{n} points! {m} matches!' or 'Lost {bet} points!
 * {m} matches'), net like the result line and the recent list: a 0.5x return on 10 loses 5 points.
 */
export function kenoFloatingText(stake: number, payout: number, matches: number): string {
  const net = payout - stake;
  const hits = pluralize(matches, 'match', 'matches');
  if (net > 0) return `+${formatPointsWithUnit(net)}! ${hits}!`;
  if (net === 0) return `${formatPointsWithUnit(stake)} back! ${hits}`;
  return `Lost ${formatPointsWithUnit(-net)}! ${hits}`;
}
