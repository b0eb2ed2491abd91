import type { Card } from '@app/contracts';

/**
 * One card per float from an infinite deck: index = floor(float × 52) into the 52 cards ordered by rank
 * (2, 3, ..., 10, J, Q, K, A), each rank in suit order diamonds, hearts, spades, clubs:
 * 0 = 2♦, 1 = 2♥, 2 = 2♠, 3 = 2♣, 4 = 3♦, ..., 51 = A♣ (the best-known scheme's order).
 */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type Rank = (typeof RANKS)[number];

export function cardIndexFromFloat(float: number): number {
  return Math.floor(float * 52);
}

export function rankOf(cardIndex: number): Rank {
  return RANKS[Math.floor(cardIndex / 4)]!;
}

export function suitOf(cardIndex: number): (typeof SUITS)[number] {
  return SUITS[cardIndex % 4]!;
}

/** A card as the contracts show it, with the value the game gives its rank. */
export function toCard(cardIndex: number, value: (rank: Rank) => number): Card {
  const rank = rankOf(cardIndex);
  return { rank, suit: suitOf(cardIndex), value: value(rank) };
}
