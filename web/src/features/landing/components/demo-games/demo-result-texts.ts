import { formatNet, payoutSentence } from '@/features/games/components/shared/round-outcome';
import { betProblem } from '@/features/games/components/shared/use-bet-amount';
import { formatPointsWithUnit } from '@/lib/format';

/**
 * The demo games' result lines, in the real games' words (games/components/shared/round-outcome): a win
 * says what the round did to the balance, then the payout ('You won 800 points! Payout: 1,800 points.'),
 * since the demo balance, like the real one, took the stake when the round started. The losses keep the
 * spec's demo overlay texts (section 8): dice 'Try again!', mines 'Boom! You hit a mine!', crash
 * 'Crashed at {x}x!'.
 */
export function demoDiceResultText(round: { bet: number; isWin: boolean; winAmount: number }): string {
  return round.isWin ? payoutSentence(round.bet, round.winAmount) : 'Try again!';
}

/** Crash and mines, cashed out at `multiplier` for `payout` on `bet`. */
export function demoCashOutText(multiplier: number, bet: number, payout: number): string {
  return `Cashed out at ${multiplier.toFixed(2)}x: ${payoutSentence(bet, payout)}`;
}

/** The crash and mines cash-out button: what it would pay now, written as the demo balance is ('1,370 points'). */
export function demoCashOutLabel(payout: number): string {
  return `Cash Out (${formatPointsWithUnit(payout)})`;
}

export const DEMO_MINE_HIT_TEXT = 'Boom! You hit a mine!';

/** A mines round in the demo's recent list: its multiplier and net, '1.40x +4' (as the real recent lists show the net). */
export function demoMinesRecentText(round: { multiplier: number; bet: number; winnings: number; minesHit: boolean }): string {
  return round.minesHit ? 'Boom' : `${round.multiplier.toFixed(2)}x ${formatNet(round.bet, round.winnings)}`;
}


/**
 * Why the start button is disabled, under the bet box as in the real games (null when the bet can be
 * played): an empty demo balance says how to refill it.
 */
export function demoBetProblem(bet: number, balance: number): string | null {
  if (balance < 1) return 'Out of demo points: press Reset to play again.';
  return betProblem(bet, balance);
}
