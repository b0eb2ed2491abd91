import { AppError } from '@app/platform';
import { largestStakeWithin, type PayoutReach } from '../domain/max-win.js';
import type { GamesContext } from './context.js';

/** 1234567 → '1,234,567' (no locale data needed; bigint too) */
export function formatPoints(points: number | bigint): string {
  return points.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The most one round may pay (setting games_max_win). A bet that could win more as placed is refused
 * before anything is drawn (no round, no nonce used), rather than a drawn win being cut down: a round's
 * payout must fit the int4 money columns, and the player is told what stake would be accepted. Returns the
 * max win the bet was accepted under (a live crash round is capped at that one, even if an admin changes it).
 */
export function ensureWithinMaxWin(ctx: GamesContext, bet: { stake: number; field: string; reach: PayoutReach }): number {
  const maxWin = ctx.settings.get('games_max_win');
  const most = bet.reach(bet.stake);
  if (most <= BigInt(maxWin)) return maxWin;
  const allowed = largestStakeWithin(bet.reach, bet.stake, maxWin);
  const instead = allowed > 0 ? `bet at most ${formatPoints(allowed)} points` : 'choose a bet that pays less';
  throw new AppError('VALIDATION_FAILED', `${bet.field}: this bet can win up to ${formatPoints(most)} points, more than the ${formatPoints(maxWin)} one round may pay; ${instead}`, bet.field);
}
