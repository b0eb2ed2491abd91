import type { Activity, ActivityType, EventData } from '@app/contracts';

type BetSettled = EventData<'games.bet.settled'>;

/** Blackjack pays 3:2 on a natural: the round returns 2.5 × the stake. */
const BLACKJACK_NATURAL_RETURN = 2.5;

/**
 * How a settled round shows in the live feed, as the games service's GET /api/games/recent-activity shows
 * it (games domain/history.ts activityOf; the web merges both by round id): a blackjack natural (payout
 * 2.5 × stake) is `blackjack`, a win when the game says so, a returned stake (any game: a blackjack push,
 * a 1x wheel or plinko slot) is `push`, else a `loss`.
 */
export function activityType(bet: Pick<BetSettled, 'game' | 'stake' | 'payout' | 'isWin'>): ActivityType {
  if (bet.game === 'blackjack' && bet.payout === bet.stake * BLACKJACK_NATURAL_RETURN) return 'blackjack';
  if (bet.isWin) return 'win';
  return bet.payout === bet.stake ? 'push' : 'loss';
}

/**
 * The amount of a feed item: what the round did to the balance, net. Won (win, blackjack): the payout less
 * the stake; lost: the stake less any partial return (a 0.5x plinko slot on 10 loses 5, not 10); a push:
 * the stake that came back.
 */
export function activityAmount(type: ActivityType, bet: Pick<BetSettled, 'stake' | 'payout'>): number {
  if (type === 'push') return bet.stake;
  return Math.abs(bet.payout - bet.stake);
}

export function activityFromBet(bet: BetSettled): Activity {
  const type = activityType(bet);
  return {
    id: bet.roundId,
    username: bet.username,
    game: bet.game,
    type,
    amount: activityAmount(type, bet),
    timestamp: bet.settledAt,
  };
}

/** Rounds kept for GET /api/public/recent-activity (and how many rows the table keeps before pruning). */
export const RECENT_ACTIVITY_LIMIT = 50;
export const ACTIVITY_ROWS_KEPT = 200;
