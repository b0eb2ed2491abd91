import type { ActivityType } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';

/** 'blackjack' → 'Blackjack' */
export function gameName(game: string): string {
  return game.charAt(0).toUpperCase() + game.slice(1);
}

/**
 * The verb of a feed line: what happened to the amount. The server's amounts are net (contracts
 * get-recent-activity: won over the stake, lost after any partial return, the stake back for a push), so
 * 'won' and 'lost' both say what the round did to the player's points.
 */
export function activityVerb(type: ActivityType): string {
  switch (type) {
    case 'win':
      return 'won';
    case 'blackjack':
      return 'hit blackjack and won';
    case 'push':
      return 'pushed, got back';
    case 'loss':
      return 'lost';
  }
}

export function isWinning(type: ActivityType): boolean {
  return type === 'win' || type === 'blackjack';
}

/** A feed line in words: 'player_one lost 16 points on Baccarat (×2)'. */
export function activityLine(entry: { username: string; type: ActivityType; amount: number; game: string; count: number }): string {
  return `${entry.username} ${activityVerb(entry.type)} ${formatPointsWithUnit(entry.amount)} on ${gameName(entry.game)}${entry.count > 1 ? ` (×${entry.count})` : ''}`;
}
