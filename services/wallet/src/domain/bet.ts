import { gameLabel } from './entry-types.js';
import { requestHash } from './request-hash.js';

export interface BetRequest {
  userId: string;
  betId: string;
  game: string;
  stake: number;
  payout: number;
}

/** Everything the bet statement writes, decided up front. */
export interface PlannedBet extends BetRequest {
  stakeOperationId: string;
  winOperationId: string;
  stakeDescription: string;
  winDescription: string;
  requestHash: string;
}

/**
 * A bet is two ledger entries, so the history reads as the player lived it ("Dice bet" -10, then
 * "Dice win" +18), keyed `${betId}:stake` and `${betId}:win`; the win entry exists only when something
 * is paid. Both carry the fingerprint of the whole bet.
 */
export function planBet(bet: BetRequest): PlannedBet {
  const label = gameLabel(bet.game);
  return {
    ...bet,
    stakeOperationId: `${bet.betId}:stake`,
    winOperationId: `${bet.betId}:win`,
    stakeDescription: `${label} bet`,
    winDescription: `${label} win`,
    requestHash: requestHash('wallet.v1.bet', [bet.userId, bet.betId, bet.game, bet.stake, bet.payout]),
  };
}
