import { z } from 'zod';
import { ZCard } from './fields.js';

export const ZBlackjackResult = z.enum(['win', 'lose', 'push', 'bust', 'blackjack']);
export type BlackjackResult = z.infer<typeof ZBlackjackResult>;

/** One hand of a split round. */
export const ZBlackjackHand = z.object({
  cards: z.array(ZCard),
  value: z.number().int(),
  /** this hand's stake (the bet, doubled after a double) */
  betAmount: z.number().int(),
  doubled: z.boolean(),
  /** null until the round is over */
  result: ZBlackjackResult.nullable(),
});
export type BlackjackHand = z.infer<typeof ZBlackjackHand>;

/**
 * A blackjack round as the player sees it. While it is being played the dealer's hole card is not sent
 * (`dealerCards` holds the up card, `dealerHiddenCards` is 1). Rules: one infinite deck (each card drawn
 * independently), dealer peeks for blackjack and stands on every 17, blackjack pays 3:2 (2.5x back),
 * a win 2x, a push returns the stake; double on two cards (one more card, stake doubled); one split of a
 * first pair of the same rank (a second stake; the hands are played in turn; split aces get one card each;
 * a 21 on a split hand pays 2x, not 3:2).
 */
export const ZBlackjackRound = z.object({
  roundId: z.string(),
  /** the stakes in play: the bet, doubled after a double; after a split, both hands' stakes */
  betAmount: z.number().int(),
  /**
   * the bet placed at the deal, which doubles and splits do not change (each of them takes another one of it):
   * what a resumed round's bet box shows, while `betAmount` is the total in play
   */
  baseBet: z.number().int(),
  /** the player's hand; after a split, the first hand (`hands` has both) */
  playerCards: z.array(ZCard),
  dealerCards: z.array(ZCard),
  dealerHiddenCards: z.number().int(),
  playerValue: z.number().int(),
  /** value of the dealer's visible cards */
  dealerValue: z.number().int(),
  gameOver: z.boolean(),
  /** null while the round is played; after a split, the net of both hands (win, push, lose, or bust when both bust) */
  result: ZBlackjackResult.nullable(),
  /** points paid back (0 until the round is over) */
  winnings: z.number().int(),
  /** the hand in play may double (its first two cards) */
  canDouble: z.boolean(),
  /** the first two cards are a pair of the same rank, not split yet */
  canSplit: z.boolean(),
  /** the (first) hand was doubled */
  doubled: z.boolean(),
  /** after a split: both hands, in the order played; [] otherwise */
  hands: z.array(ZBlackjackHand),
  /** after a split, while the round is played: the index in `hands` of the hand in play; null otherwise */
  activeHand: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type BlackjackRound = z.infer<typeof ZBlackjackRound>;

/** The body of hit, stand, double and split. */
export const ZBlackjackActionRequest = z.object({ roundId: z.string().uuid({ error: 'roundId must be a round id' }) });
export type BlackjackActionRequest = z.infer<typeof ZBlackjackActionRequest>;
