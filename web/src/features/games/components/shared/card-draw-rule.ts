/**
 * How the cards are drawn, as the server deals them (services/games FAIRNESS.md, 'Card'): every card is its
 * own draw from a full 52-card deck, so a card can appear twice in one round.
 */
export const CARD_DRAW_RULE = 'Every card is drawn on its own from a full 52-card deck (as if the deck were reshuffled before each card), so the same card can appear more than once in a round.';
