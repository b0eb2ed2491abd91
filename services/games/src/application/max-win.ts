import { maxWinExcess, type PayoutReach } from '@app/contracts';
import { AppError } from '@app/platform';
import type { GamesContext } from './context.js';

/**
 * The most one round may pay (setting games_max_win). A bet that could win more as placed is refused
 * before anything is drawn (no round, no nonce used), rather than a drawn win being cut down: a round's
 * payout must fit the int4 money columns, and the player is told what stake would be accepted (the words
 * of `maxWinExcess`, which the web app shows before the click). Returns the max win the bet was accepted
 * under (a live crash round is capped at that one, even if an admin changes it).
 */
export function ensureWithinMaxWin(ctx: GamesContext, bet: { stake: number; field: string; reach: PayoutReach }): number {
  const maxWin = ctx.settings.get('games_max_win');
  const excess = maxWinExcess(bet.reach, bet.stake, maxWin);
  if (excess !== null) throw new AppError('VALIDATION_FAILED', `${bet.field}: ${excess}`, bet.field);
  return maxWin;
}
