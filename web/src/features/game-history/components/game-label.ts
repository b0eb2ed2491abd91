import type { GameType } from '@app/contracts';

/** The ten game types, in the hub's order (a type-only contracts import keeps zod out of this page). */
export const GAME_TYPES: readonly GameType[] = ['dice', 'roulette', 'crash', 'mines', 'slots', 'blackjack', 'wheel', 'keno', 'plinko', 'baccarat'];

/** 'blackjack' → 'Blackjack' */
export function gameLabel(game: GameType | string): string {
  return game.charAt(0).toUpperCase() + game.slice(1);
}
