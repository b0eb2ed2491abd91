import type { Activity, ActivityType, EventData } from '@app/contracts';

type BetSettled = EventData<'games.bet.settled'>;

/** Blackjack pays 3:2 on a natural: the round returns 2.5 × the stake. */
const BLACKJACK_NATURAL_RETURN = 2.5;

/**
 * How a settled round shows in the live feed. Blackjack has two outcomes of its own: a natural
 * (payout 2.5 × stake) is `blackjack` and a returned stake is `push`; any other round is a `win` when
 * the game says so, else a `loss`. The amount is what the player got back, or the stake they lost.
 */
export function activityType(bet: Pick<BetSettled, 'game' | 'stake' | 'payout' | 'isWin'>): ActivityType {
  if (bet.game === 'blackjack') {
    if (bet.payout === bet.stake * BLACKJACK_NATURAL_RETURN) return 'blackjack';
    if (bet.payout === bet.stake) return 'push';
  }
  return bet.isWin ? 'win' : 'loss';
}

export function activityFromBet(bet: BetSettled): Activity {
  const type = activityType(bet);
  return {
    id: bet.roundId,
    username: bet.username,
    game: bet.game,
    type,
    amount: type === 'loss' ? bet.stake : bet.payout,
    timestamp: bet.settledAt,
  };
}

/** Rounds kept for GET /api/public/recent-activity (and how many rows the table keeps before pruning). */
export const RECENT_ACTIVITY_LIMIT = 50;
export const ACTIVITY_ROWS_KEPT = 200;
