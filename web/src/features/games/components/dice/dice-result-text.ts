import type { PostDiceResponse } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';
import { formatNet, payoutSentence } from '../shared/round-outcome';

type DiceRound = Pick<PostDiceResponse, 'diceResult' | 'isWin' | 'multiplier' | 'winAmount'> & { bet: number };

// The server's isWin says whether the roll won; its winAmount is the payout floored to whole points, so a
// small win can pay back no more than the stake (1 point at 1.98x pays 1). Such a roll still won: the words
// say so, and why the balance did not grow, rather than reading as a push.
const roundedToStake = (r: DiceRound) => r.isWin && r.winAmount <= r.bet;

/** The result line: 'Rolled 5: You won 9 points! Payout: 19 points.', 'Rolled 2: You lost your 10 points. Try again!' */
export function diceResultLine(r: DiceRound): string {
  if (roundedToStake(r)) {
    const stake = formatPointsWithUnit(r.bet);
    return `Rolled ${r.diceResult}: You won! ${r.multiplier}x of your ${stake} rounds down to ${formatPointsWithUnit(r.winAmount)} (payouts are whole points), so your ${stake} ${r.bet === 1 ? 'is' : 'are'} back.`;
  }
  return `Rolled ${r.diceResult}: ${payoutSentence(r.bet, r.winAmount)}${r.isWin ? '' : ' Try again!'}`;
}

/** The recent list's figure: the signed net, and 'Won, 0' for a won roll whose payout rounded down to the stake. */
export function diceRecentNet(r: DiceRound): string {
  return roundedToStake(r) ? `Won, ${formatNet(r.bet, r.winAmount)}` : formatNet(r.bet, r.winAmount);
}
