import { formatPoints, formatPointsWithUnit } from '@/lib/format';
import type { RoundOutcome } from './round-result';

/**
 * A round judged as the server does (games.bet.settled isWin: payout > stake): a payout below the stake
 * is a loss even when it is not zero (keno's 0.5x, the wheel's and plinko's low slots), and a payout equal
 * to it is a push (a 1-point slots pair pays floor(1.5) = 1).
 */
export function outcomeOf(stake: number, payout: number): RoundOutcome {
  return payout > stake ? 'win' : payout === stake ? 'push' : 'loss';
}

/** What the round did to the balance, signed: '+40', '-10', '0'. */
export function formatNet(stake: number, payout: number): string {
  const net = payout - stake;
  return net > 0 ? `+${formatPoints(net)}` : net < 0 ? `-${formatPoints(-net)}` : '0';
}

/**
 * The result line's words for a round that paid `payout` on `stake`. One convention on every game screen:
 * the line leads with what the round did to the balance (net, as the recent lists' '+15' / '-5' say), and
 * names the payout explicitly when it differs from both 0 and the stake: 'You won 15 points! Payout: 25
 * points.', 'You lost 5 points (5 of your 10 came back).'
 */
export function payoutSentence(stake: number, payout: number): string {
  const net = payout - stake;
  if (net > 0) return `You won ${formatPointsWithUnit(net)}! Payout: ${formatPointsWithUnit(payout)}.`;
  if (net === 0) return stake === 1 ? 'Your 1 point is back.' : `Your ${formatPointsWithUnit(stake)} are back.`;
  if (payout > 0) return `You lost ${formatPointsWithUnit(-net)} (${formatPoints(payout)} of your ${formatPoints(stake)} came back).`;
  return `You lost your ${formatPointsWithUnit(stake)}.`;
}

/** The colour of a round's net in the recent lists. */
export function netClass(stake: number, payout: number): string {
  const outcome = outcomeOf(stake, payout);
  return outcome === 'win' ? 'text-success' : outcome === 'loss' ? 'text-destructive' : 'text-muted-foreground';
}

/**
 * What the server pays for `stake` at a multiplier given in hundredths (1.15x): floor(stake × m100 / 100),
 * in integers, since 100 × 1.15 is 114.99999999999999 in floating point.
 */
export function payoutAt(stake: number, multiplier: number): number {
  return Math.floor((stake * Math.round(multiplier * 100)) / 100);
}
