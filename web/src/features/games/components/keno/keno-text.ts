import { formatPoints, formatPointsWithUnit, pluralize } from '@/lib/format';
import { payoutSentence } from '../shared/round-outcome';

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

/**
 * The result panel's last line (spec section 2: 'Won {n} points!' or 'Lost {bet} points'), in the spec's words
 * and the app's net convention (shared/round-outcome.ts): n is what the round added to the balance, the
 * payout minus the stake, as the floating message and the recent list say, and the payout is named after it.
 * A partial return is a loss of the difference, with what came back.
 */
export function kenoResultText(stake: number, payout: number): string {
  const net = payout - stake;
  if (net > 0) return `Won ${formatPointsWithUnit(net)}! Payout: ${formatPointsWithUnit(payout)}.`;
  if (net === 0) return payoutSentence(stake, payout);
  if (payout > 0) return `Lost ${formatPointsWithUnit(-net)} (${formatPoints(payout)} of your ${formatPoints(stake)} came back).`;
  return `Lost ${formatPointsWithUnit(stake)}`;
}
