import { BLACKJACK_PAYS100, type BlackjackResult, type Card } from '@app/contracts';
import { rankOf, toCard, type Rank } from '../fairness/cards.js';
import { floorDiv, payoutFor } from '../money.js';

/**
 * Blackjack from an infinite deck: card i of the round is floor(float_i × 52). Dealt player (0), dealer
 * (1, up card), player (2), dealer (3, hole card); every later card takes the next index, in the order
 * the cards are drawn (the player's hits, double or split, then the dealer's draws).
 * Rules: the dealer checks for blackjack at once (a natural ends the round); the player may hit, stand,
 * double on exactly two cards (one card, then stand), or split a first pair of the same rank once; 21
 * stands by itself; the dealer draws to 17 and stands on every 17. Blackjack pays 3:2 (2.5x back), a win
 * 2x, a push 1x. No insurance.
 * Split: the two cards become two hands with a stake each; the first hand gets the next card, the second
 * the one after; the first hand is played to its end, then the second (hit, stand, double on two cards).
 * Split aces get their one card each and stand. A 21 on a split hand is not a blackjack (it pays 2x).
 */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** The second hand of a split round. */
export interface SplitHand {
  cards: number[];
  doubled: boolean;
}

export interface BlackjackState {
  /** the player's hand; after a split, the first of the two */
  player: number[];
  dealer: number[];
  /** index of the next card (= float) to draw */
  next: number;
  /** `player` was doubled */
  doubled: boolean;
  actions: BlackjackAction[];
  /** after a split: the second hand */
  second?: SplitHand;
  /** after a split: the hand being played (0 = `player`, 1 = `second`, 2 = both are finished) */
  playing?: number;
}

export interface BlackjackSettlement {
  result: BlackjackResult;
  /**
   * payout multiplier on the total stake, in hundredths: 250, 200, 100 or 0; after a split, what the
   * hands return together, floor(100 × payout / stake)
   */
  multiplier100: number;
  /** after a split: each hand's result, in the order played */
  hands?: BlackjackResult[];
}

export type CardAt = (index: number) => number;

export function blackjackValue(rank: Rank): number {
  if (rank === 'A') return 11;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** Best total of a hand (aces count 1 when 11 would bust) and whether an ace still counts 11. */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = blackjackValue(rankOf(c));
    total += v;
    if (v === 11) aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

export function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

const settlement = (result: BlackjackResult): BlackjackSettlement => ({ result, multiplier100: BLACKJACK_PAYS100[result] });

export interface BlackjackStep {
  state: BlackjackState;
  /** null while the player is still to act */
  settlement: BlackjackSettlement | null;
}

export function deal(cardAt: CardAt): BlackjackStep {
  const state: BlackjackState = { player: [cardAt(0), cardAt(2)], dealer: [cardAt(1), cardAt(3)], next: 4, doubled: false, actions: [] };
  const playerNatural = isNatural(state.player);
  const dealerNatural = isNatural(state.dealer);
  if (playerNatural && dealerNatural) return { state, settlement: settlement('push') };
  if (playerNatural) return { state, settlement: settlement('blackjack') };
  if (dealerNatural) return { state, settlement: settlement('lose') };
  return { state, settlement: null };
}

function draw(state: BlackjackState, cardAt: CardAt): number {
  return cardAt(state.next++);
}

const dealerDraws = (state: BlackjackState, cardAt: CardAt) => {
  while (handValue(state.dealer).total < 17) state.dealer.push(draw(state, cardAt));
};

/** A standing hand against the dealer's final hand. */
function compare(player: readonly number[], dealer: readonly number[]): BlackjackResult {
  const p = handValue(player).total;
  const d = handValue(dealer).total;
  if (p > 21) return 'bust';
  return d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose';
}

/** The dealer draws to 17 (standing on soft 17), then the hands are compared. */
function dealerPlays(state: BlackjackState, cardAt: CardAt): BlackjackStep {
  dealerDraws(state, cardAt);
  return { state, settlement: settlement(compare(state.player, state.dealer)) };
}

function copy(state: BlackjackState): BlackjackState {
  return {
    player: [...state.player],
    dealer: [...state.dealer],
    next: state.next,
    doubled: state.doubled,
    actions: [...state.actions],
    ...(state.second ? { second: { cards: [...state.second.cards], doubled: state.second.doubled }, playing: state.playing ?? 0 } : {}),
  };
}

// ---- split rounds: two hands played in turn ----

/** The player's hands with their doubles: one, or two after a split. */
export function playerHands(state: BlackjackState): SplitHand[] {
  return [{ cards: state.player, doubled: state.doubled }, ...(state.second ? [state.second] : [])];
}

/** Stakes in play, in units of the first bet (a doubled hand counts 2). */
export function stakeUnits(state: BlackjackState): number {
  return playerHands(state).reduce((units, hand) => units + (hand.doubled ? 2 : 1), 0);
}

const splitAces = (state: BlackjackState) => state.second !== undefined && rankOf(state.player[0]!) === 'A';

/** After a split: the cards of the hand being played (the state's own array, to draw into). */
const cardsInPlay = (state: BlackjackState) => (state.playing === 1 ? state.second!.cards : state.player);
const doubledInPlay = (state: BlackjackState) => (state.playing === 1 ? state.second!.doubled : state.doubled);

/** A split hand is over at 21 or more, after its double, and (split aces) with its one card. */
const handOver = (state: BlackjackState) => handValue(cardsInPlay(state)).total >= 21 || doubledInPlay(state) || splitAces(state);

/** Moves past the finished hands; when both are, the dealer plays (unless both busted) and each hand settles. */
function advance(state: BlackjackState, cardAt: CardAt): BlackjackStep {
  while ((state.playing ?? 0) < 2 && handOver(state)) state.playing = (state.playing ?? 0) + 1;
  if ((state.playing ?? 0) < 2) return { state, settlement: null };
  const hands = playerHands(state);
  if (hands.some((hand) => handValue(hand.cards).total <= 21)) dealerDraws(state, cardAt);
  const results = hands.map((hand) => compare(hand.cards, state.dealer));
  const returned = hands.reduce((sum, hand, i) => sum + (hand.doubled ? 2 : 1) * BLACKJACK_PAYS100[results[i]!], 0);
  const units = stakeUnits(state);
  const result: BlackjackResult = returned > 100 * units ? 'win' : returned === 100 * units ? 'push' : results.every((r) => r === 'bust') ? 'bust' : 'lose';
  return { state, settlement: { result, multiplier100: floorDiv(returned, units), hands: results } };
}

/** A first pair of the same rank (a K and a Q do not split), not split before. */
export function canSplit(state: BlackjackState): boolean {
  return !state.second && state.player.length === 2 && !state.doubled && rankOf(state.player[0]!) === rankOf(state.player[1]!);
}

/** Split: the caller takes the second stake first; the first hand gets the next card, the second the one after. */
export function split(current: BlackjackState, cardAt: CardAt): BlackjackStep {
  if (!canSplit(current)) throw new Error('only a first pair of the same rank splits');
  const state = copy(current);
  state.actions.push('split');
  const [first, second] = state.player as [number, number];
  state.player = [first, draw(state, cardAt)];
  state.second = { cards: [second, draw(state, cardAt)], doubled: false };
  state.playing = 0;
  return advance(state, cardAt);
}

// ---- the player's actions ----

export function hit(current: BlackjackState, cardAt: CardAt): BlackjackStep {
  const state = copy(current);
  state.actions.push('hit');
  if (state.second) {
    cardsInPlay(state).push(draw(state, cardAt));
    return advance(state, cardAt);
  }
  state.player.push(draw(state, cardAt));
  const total = handValue(state.player).total;
  if (total > 21) return { state, settlement: settlement('bust') };
  if (total === 21) return dealerPlays(state, cardAt);
  return { state, settlement: null };
}

export function stand(current: BlackjackState, cardAt: CardAt): BlackjackStep {
  const state = copy(current);
  state.actions.push('stand');
  if (state.second) {
    state.playing = (state.playing ?? 0) + 1;
    return advance(state, cardAt);
  }
  return dealerPlays(state, cardAt);
}

/** Stands every hand still in play (the timer's move for a player who left). */
export function standAll(current: BlackjackState, cardAt: CardAt): BlackjackStep {
  let step = stand(current, cardAt);
  while (!step.settlement) step = stand(step.state, cardAt);
  return step;
}

export function canDouble(state: BlackjackState): boolean {
  if (state.second) return (state.playing ?? 0) < 2 && cardsInPlay(state).length === 2 && !doubledInPlay(state);
  return state.player.length === 2 && !state.doubled;
}

/** Double: the stake of the hand is doubled (the caller takes it first), one card, then the hand stands. */
export function double(current: BlackjackState, cardAt: CardAt): BlackjackStep {
  const state = copy(current);
  state.actions.push('double');
  if (state.second) {
    if (state.playing === 1) state.second!.doubled = true;
    else state.doubled = true;
    cardsInPlay(state).push(draw(state, cardAt));
    return advance(state, cardAt);
  }
  state.doubled = true;
  state.player.push(draw(state, cardAt));
  if (handValue(state.player).total > 21) return { state, settlement: settlement('bust') };
  return dealerPlays(state, cardAt);
}

const ACTIONS: Record<BlackjackAction, (state: BlackjackState, cardAt: CardAt) => BlackjackStep> = { hit, stand, double, split };

/** Replays a finished or ongoing round from its actions (the verifier's view of the same rules). */
export function replay(actions: readonly BlackjackAction[], cardAt: CardAt): BlackjackStep {
  let step = deal(cardAt);
  for (const action of actions) {
    if (step.settlement) break;
    step = ACTIONS[action](step.state, cardAt);
  }
  return step;
}

/** What a settled round pays back: each hand's stake times its result after a split, else the total stake times the multiplier. */
export function blackjackPayout(bet: number, state: BlackjackState, s: BlackjackSettlement): number {
  if (!s.hands) return payoutFor(bet * stakeUnits(state), s.multiplier100);
  return playerHands(state).reduce((sum, hand, i) => sum + payoutFor(bet * (hand.doubled ? 2 : 1), BLACKJACK_PAYS100[s.hands![i]!]), 0);
}

export const toBlackjackCard = (index: number): Card => toCard(index, blackjackValue);
