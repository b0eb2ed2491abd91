import type { BlackjackResult } from './http/games/blackjack-round.js';

/**
 * Blackjack's paytable, shared by the games service (which settles a hand and refuses a first bet that
 * could pay more than games_max_win) and the web app (which says so before the click).
 */

/** What a hand returns, in hundredths of its stake: blackjack 3:2 (2.5x back), a win 2x, a push 1x. */
export const BLACKJACK_PAYS100: Record<BlackjackResult, number> = { blackjack: 250, win: 200, push: 100, lose: 0, bust: 0 };

/**
 * The most a round pays, in hundredths of its first bet: a split whose two hands are both doubled and both
 * win (2 hands × 2 stakes × 2x = 8x); a natural (2.5x) ends the round before any double or split. The server
 * checks the max win on the first bet only: a later double or split can take the round to at most this.
 */
export function blackjackMaxMultiplier100(): number {
  const splitHands = 2;
  const doubledStake = 2;
  return Math.max(BLACKJACK_PAYS100.blackjack, splitHands * doubledStake * BLACKJACK_PAYS100.win);
}
