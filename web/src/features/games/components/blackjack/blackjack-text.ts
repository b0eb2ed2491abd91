import type { BlackjackResult, BlackjackRound } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';
import { payoutSentence } from '../shared/round-outcome';
import type { RoundOutcome } from '../shared/round-result';

export const RESULT_TEXT: Record<BlackjackResult, string> = { win: 'You win!', lose: 'Dealer wins!', push: 'Push!', bust: 'Bust!', blackjack: 'Blackjack!' };
export const OUTCOME: Record<BlackjackResult, RoundOutcome> = { win: 'win', blackjack: 'win', push: 'push', lose: 'loss', bust: 'loss' };

/**
 * The result line of a finished hand: what happened, then the round's net and payout in the words every
 * game uses ('Dealer wins! You lost your 10 points.'). After a split the stake is both hands' and one hand
 * may return its stake, so the net is what the round paid back against all it took.
 */
export function resultLine(round: Pick<BlackjackRound, 'result' | 'betAmount' | 'winnings'>): string {
  return `${RESULT_TEXT[round.result ?? 'lose']} ${payoutSentence(round.betAmount, round.winnings)}`;
}

/**
 * The 'Bet in play' line of a hand being played: the total staked and, after a split, what each hand
 * carries ('Bet in play: 90 points (hand 1: 60 points, doubled; hand 2: 30 points)'), so a resumed hand
 * whose box shows the bet dealt (`baseBet`) still says where every stake went.
 */
export function betInPlayText(round: Pick<BlackjackRound, 'betAmount' | 'hands'>): string {
  const total = `Bet in play: ${formatPointsWithUnit(round.betAmount)}`;
  if (round.hands.length === 0) return total;
  const each = round.hands.map((hand, i) => `hand ${i + 1}: ${formatPointsWithUnit(hand.betAmount)}${hand.doubled ? ', doubled' : ''}`);
  return `${total} (${each.join('; ')})`;
}
