/**
 * Baccarat's paytable, shared by the games service (which settles a coup and refuses bets that could pay
 * more than games_max_win) and the web app (which says so before the click). The design's paytable (RTP
 * about 0.95–0.97, not the land casino's 0.986–0.989).
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';

/**
 * What a winning bet returns, in hundredths of the amount (stake included): player 0.95:1, banker 0.90:1,
 * tie 9:1. On a tie, player and banker bets are returned. RTP: player 0.9654, banker 0.9664, tie 0.9543.
 */
export const BACCARAT_PAYS100: Record<BaccaratSide, number> = { player: 195, banker: 190, tie: 1000 };

export interface BaccaratBets {
  player?: number | undefined;
  banker?: number | undefined;
  tie?: number | undefined;
}

// floor(amount × pays / 100): stakes are whole points up to the maximum bet, so amount × 1000 stays far below 2^53
const paid = (amount: number, side: BaccaratSide) => Math.floor((amount * BACCARAT_PAYS100[side]) / 100);

/** Points paid back for the bets given the winner. */
export function baccaratPayout(bets: BaccaratBets, winner: BaccaratSide): number {
  const player = bets.player ?? 0;
  const banker = bets.banker ?? 0;
  const tie = bets.tie ?? 0;
  if (winner === 'tie') return player + banker + paid(tie, 'tie');
  if (winner === 'player') return paid(player, 'player');
  return paid(banker, 'banker');
}

/** The most these bets can pay together, in points: the payout of the winner that pays them best. */
export function baccaratMaxPayout(bets: BaccaratBets): number {
  return Math.max(baccaratPayout(bets, 'player'), baccaratPayout(bets, 'banker'), baccaratPayout(bets, 'tie'));
}
