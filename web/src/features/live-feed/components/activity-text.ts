import type { ActivityType } from '@app/contracts';

/** 'blackjack' → 'Blackjack' */
export function gameName(game: string): string {
  return game.charAt(0).toUpperCase() + game.slice(1);
}

/** The verb of a feed line: what happened to the amount. */
export function activityVerb(type: ActivityType): string {
  switch (type) {
    case 'win':
      return 'won';
    case 'blackjack':
      return 'hit blackjack for';
    case 'push':
      return 'pushed, got back';
    case 'loss':
      return 'lost';
  }
}

export function isWinning(type: ActivityType): boolean {
  return type === 'win' || type === 'blackjack';
}
