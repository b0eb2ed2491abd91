import { cardFromFloat, payoutOf, type CardRank, type VerifierCard } from '../draws';
import { int, VerifierInputError, type Params } from '../params';
import type { GameVerifier } from '../types';

/**
 * Blackjack from an infinite deck: card i = floor(float_i × 52). Dealt player (0), dealer (1), player (2),
 * dealer hole card (3); every later card takes the next float in the order drawn. A natural on either side
 * ends the round at once. Hit; stand; double on two cards (one card, then stand); 21 stands by itself. The
 * dealer draws below 17 and stands on every 17. Pays: blackjack 2.5x, win 2x, push 1x.
 * Split (a first pair of the same rank, once): the first hand takes the next card, the second the one after;
 * the first hand is played to its end, then the second; a hand is over at 21 or more or after its double;
 * split aces are over with their one card. The dealer draws unless both hands busted; each hand is paid on
 * its own stake (a 21 on a split hand pays 2x).
 */
type Action = 'hit' | 'stand' | 'double' | 'split';
type Result = 'win' | 'lose' | 'push' | 'bust' | 'blackjack';
const RETURN100: Record<Result, number> = { blackjack: 250, win: 200, push: 100, lose: 0, bust: 0 };
// An infinite-deck hand cannot pass 11 cards, so two split hands and the dealer's always fit in 64 floats.
const FLOATS = 64;

const valueOf = (rank: CardRank) => (rank === 'A' ? 11 : rank === 'J' || rank === 'Q' || rank === 'K' ? 10 : Number(rank));

export function handTotal(cards: readonly VerifierCard[]): number {
  let total = cards.reduce((s, c) => s + c.value, 0);
  let softAces = cards.filter((c) => c.rank === 'A').length;
  while (total > 21 && softAces > 0) {
    total -= 10;
    softAces--;
  }
  return total;
}

function actionsOf(params: Params): Action[] {
  const raw = params.actions ?? [];
  if (!Array.isArray(raw) || !raw.every((a) => a === 'hit' || a === 'stand' || a === 'double' || a === 'split')) throw new VerifierInputError("actions must be a list of 'hit', 'stand', 'double' or 'split'");
  return raw as Action[];
}

interface Hand {
  cards: VerifierCard[];
  doubled: boolean;
}

function play(floats: readonly number[], actions: readonly Action[]) {
  let next = 0;
  const draw = () => cardFromFloat(floats[next++]!, valueOf);
  const first = [draw(), draw(), draw(), draw()];
  const hands: Hand[] = [{ cards: [first[0]!, first[2]!], doubled: false }];
  const dealer = [first[1]!, first[3]!];
  const performed: Action[] = [];
  let playing = 0;
  const dealerDraws = () => {
    while (handTotal(dealer) < 17) dealer.push(draw());
  };
  const against = (hand: Hand): Result => {
    const p = handTotal(hand.cards);
    const d = handTotal(dealer);
    return p > 21 ? 'bust' : d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose';
  };
  const splitAces = () => hands.length === 2 && hands[0]!.cards[0]!.rank === 'A';
  /** After a split: skip the finished hands; once both are, the dealer plays and each hand is compared. */
  const nextHand = (): Result[] | null => {
    while (playing < 2 && (handTotal(hands[playing]!.cards) >= 21 || hands[playing]!.doubled || splitAces())) playing++;
    if (playing < 2) return null;
    if (hands.some((h) => handTotal(h.cards) <= 21)) dealerDraws();
    return hands.map(against);
  };
  const settle = (): Result[] | null => {
    const playerNatural = handTotal(hands[0]!.cards) === 21;
    const dealerNatural = handTotal(dealer) === 21;
    if (playerNatural && dealerNatural) return ['push'];
    if (playerNatural) return ['blackjack'];
    if (dealerNatural) return ['lose'];
    for (const action of actions) {
      performed.push(action);
      const hand = hands[playing]!;
      if (action === 'split') {
        if (hands.length !== 1 || hand.cards.length !== 2 || hand.cards[0]!.rank !== hand.cards[1]!.rank) throw new VerifierInputError('split is only allowed once, on a first pair of the same rank');
        const [a, b] = hand.cards as [VerifierCard, VerifierCard];
        hands[0] = { cards: [a, draw()], doubled: false };
        hands[1] = { cards: [b, draw()], doubled: false };
        const results = nextHand();
        if (results) return results;
        continue;
      }
      if (hands.length === 2) {
        if (action === 'stand') playing++;
        else if (action === 'double') {
          if (hand.cards.length !== 2) throw new VerifierInputError('double is only allowed on the first two cards of a hand');
          hand.doubled = true;
          hand.cards.push(draw());
        } else hand.cards.push(draw());
        const results = nextHand();
        if (results) return results;
        continue;
      }
      if (action === 'stand') {
        dealerDraws();
        return [against(hand)];
      }
      if (action === 'double') {
        if (hand.cards.length !== 2) throw new VerifierInputError('double is only allowed on the first two cards');
        hand.doubled = true;
        hand.cards.push(draw());
        if (handTotal(hand.cards) > 21) return ['bust'];
        dealerDraws();
        return [against(hand)];
      }
      hand.cards.push(draw());
      if (handTotal(hand.cards) > 21) return ['bust'];
      if (handTotal(hand.cards) === 21) {
        dealerDraws();
        return [against(hand)];
      }
    }
    return null;
  };
  const results = settle();
  return { hands, dealer, results, actions: performed };
}

export const blackjackVerifier: GameVerifier = {
  floatsNeeded: () => FLOATS,
  compute: (floats, params) => {
    const bet = int(params, 'betAmount');
    const round = play(floats, actionsOf(params));
    const units = round.hands.reduce((sum, hand) => sum + (hand.doubled ? 2 : 1), 0);
    const stake = bet * units;
    const split = round.hands.length === 2;
    const results = round.results;
    let result: Result | null = null;
    let multiplier100: number | null = null;
    let payout: number | null = null;
    if (results && !split) {
      result = results[0]!;
      multiplier100 = RETURN100[result];
      payout = payoutOf(stake, multiplier100);
    } else if (results) {
      // each hand is paid on its own stake; the round's multiplier is what they return together, floored
      const returned = round.hands.reduce((sum, hand, i) => sum + (hand.doubled ? 2 : 1) * RETURN100[results[i]!], 0);
      result = returned > 100 * units ? 'win' : returned === 100 * units ? 'push' : results.every((r) => r === 'bust') ? 'bust' : 'lose';
      multiplier100 = Math.floor(returned / units);
      payout = round.hands.reduce((sum, hand, i) => sum + payoutOf(bet * (hand.doubled ? 2 : 1), RETURN100[results[i]!]), 0);
    }
    const player = round.hands[0]!.cards;
    return {
      outcome: {
        result,
        playerCards: player,
        dealerCards: round.dealer,
        playerValue: handTotal(player),
        dealerValue: handTotal(round.dealer),
        actions: round.actions,
        ...(split ? { hands: round.hands.map((hand, i) => ({ cards: hand.cards, value: handTotal(hand.cards), doubled: hand.doubled, result: results?.[i] ?? null })) } : {}),
      },
      stake,
      payout,
      multiplier100,
      summary: split
        ? `Hands ${round.hands.map((h) => handTotal(h.cards)).join(' and ')}, dealer ${handTotal(round.dealer)}: ${results ? results.join(', ') : 'not finished'}`
        : `Player ${handTotal(player)}, dealer ${handTotal(round.dealer)}: ${result ?? 'not finished'}`,
    };
  },
};
