import { describe, expect, it } from 'vitest';
import { blackjackPayout, canDouble, canSplit, deal, double, hit, replay, split, stand, standAll } from '../../src/domain/games/blackjack.js';

/** Card indices: rank-major (2 = 0–3, 3 = 4–7, ..., 8 = 24–27, 9 = 28, 10 = 32–35, J 36, Q 40, K 44, A 48–51). */
const deck =
  (...cards: number[]) =>
  (i: number) => {
    if (i >= cards.length) throw new Error(`card ${i} was not expected to be drawn`);
    return cards[i]!;
  };

describe('blackjack split (domain rules)', () => {
  it('splits only a first pair of the same rank: two 8s yes, a K and a Q (both worth 10) no', () => {
    expect(canSplit(deal(deck(24, 32, 25, 28)).state)).toBe(true);
    const kingQueen = deal(deck(44, 32, 40, 28)).state;
    expect(canSplit(kingQueen)).toBe(false);
    expect(() => split(kingQueen, deck(44, 32, 40, 28))).toThrow();
    // not after a hit, and only once
    const cards = deck(24, 32, 25, 28, 0, 4, 8);
    expect(canSplit(hit(deal(cards).state, cards).state)).toBe(false);
    expect(canSplit(split(deal(cards).state, cards).state)).toBe(false);
  });

  it('deals the next card to hand 1, the one after to hand 2, plays hand 1 then hand 2; each hand is paid on its own', () => {
    // 8♦ 8♥ against 10 / 9 (19); hand 1 takes a 10 (18), hand 2 a 5 (13) then hits an 8 (21, stands by itself)
    const cards = deck(24, 32, 25, 28, 32, 12, 24);
    const afterSplit = split(deal(cards).state, cards);
    expect(afterSplit.settlement).toBeNull();
    expect(afterSplit.state).toMatchObject({ player: [24, 32], second: { cards: [25, 12], doubled: false }, playing: 0, next: 6 });
    const stood = stand(afterSplit.state, cards);
    expect(stood.state.playing).toBe(1);
    const done = hit(stood.state, cards);
    expect(done.state.second!.cards).toEqual([25, 12, 24]);
    expect(done.state.dealer).toEqual([32, 28]); // 19 stands
    expect(done.settlement).toEqual({ result: 'push', multiplier100: 100, hands: ['lose', 'win'] });
    expect(blackjackPayout(10, done.state, done.settlement!)).toBe(20);
    expect(replay(['split', 'stand', 'hit'], cards)).toEqual(done);
  });

  it('split aces get one card each and stand; a 21 on a split hand pays 2x, not 3:2', () => {
    // A♦ A♥ against 10 / 8 (18): hand 1 takes a 10 (21), hand 2 a 3 (14)
    const cards = deck(48, 32, 49, 24, 32, 4);
    const step = split(deal(cards).state, cards);
    expect(step.state.player).toEqual([48, 32]);
    expect(step.state.second!.cards).toEqual([49, 4]);
    expect(step.settlement).toEqual({ result: 'push', multiplier100: 100, hands: ['win', 'lose'] });
    expect(blackjackPayout(10, step.state, step.settlement!)).toBe(20);
  });

  it('doubles after a split (one card, the hand is over); the round multiplier is what the hands return together', () => {
    // 8 8 against 10 / 9 (19): hand 1 takes a 3 (11) and doubles on a 10 (21); hand 2 takes a 10 (18) and stands
    const cards = deck(24, 32, 25, 28, 4, 32, 32);
    const afterSplit = split(deal(cards).state, cards);
    expect(canDouble(afterSplit.state)).toBe(true);
    const doubled = double(afterSplit.state, cards);
    expect(doubled.state).toMatchObject({ doubled: true, player: [24, 4, 32], playing: 1 });
    expect(canDouble(doubled.state)).toBe(true);
    const done = stand(doubled.state, cards);
    // 2 × 200 + 0 returned on 3 stakes: a win overall, floor(400 / 3) = 133 hundredths; paid 40 on 30 staked
    expect(done.settlement).toEqual({ result: 'win', multiplier100: 133, hands: ['win', 'lose'] });
    expect(blackjackPayout(10, done.state, done.settlement!)).toBe(40);
  });

  it('when both split hands bust the dealer does not draw', () => {
    // 10 10 against 8 / 7 (15): hand 1 takes a 5, doubles on a 10 (25); hand 2 takes a 6 and hits a J (26)
    const cards = deck(32, 24, 33, 20, 12, 16, 32, 36);
    const doubled = double(split(deal(cards).state, cards).state, cards);
    const done = hit(doubled.state, cards);
    expect(done.state.dealer).toEqual([24, 20]);
    expect(done.settlement).toEqual({ result: 'bust', multiplier100: 0, hands: ['bust', 'bust'] });
    expect(blackjackPayout(10, done.state, done.settlement!)).toBe(0);
  });

  it('the timeout stands every hand still in play', () => {
    const cards = deck(24, 32, 25, 28, 32, 12);
    const done = standAll(split(deal(cards).state, cards).state, cards);
    expect(done.state.actions).toEqual(['split', 'stand', 'stand']);
    expect(done.settlement).toEqual({ result: 'lose', multiplier100: 0, hands: ['lose', 'lose'] });
  });

  it('without a split nothing changes: one hand, paid on the multiplier', () => {
    const cards = deck(32, 32, 16, 28, 12);
    const step = double(deal(cards).state, cards);
    expect(step.state.second).toBeUndefined();
    expect(step.settlement).toEqual({ result: 'win', multiplier100: 200 });
    expect(blackjackPayout(10, step.state, step.settlement!)).toBe(40);
  });
});
