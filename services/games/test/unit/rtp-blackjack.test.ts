import { describe, expect, it } from 'vitest';
import { deal, double, handValue, hit, stand } from '../../src/domain/games/blackjack.js';
import { add, dealerGivenNoNatural, DRAWS, optimalStrategy, standNet } from './blackjack-model.js';
import { enumerateDeals, RANK_CLASSES } from './card-enumeration.js';

describe('blackjack RTP (infinite deck, exact)', () => {
  it('the timeout strategy (stand on the first two cards) returns well below 1, by enumeration through the game code', () => {
    // the dealer's final total after standing, for each (up card, hole card), enumerated through stand()
    const finals = new Map<string, Map<number, number>>();
    const dealerFinals = (up: number, hole: number) => {
      const key = `${up},${hole}`;
      let dist = finals.get(key);
      if (!dist) {
        const found = new Map<number, number>();
        enumerateDeals(
          (cardAt) => {
            const at = (i: number) => (i === 0 || i === 2 ? 32 : i === 1 ? up : i === 3 ? hole : cardAt(i - 4));
            const state = { player: [at(0), at(2)], dealer: [at(1), at(3)], next: 4, doubled: false, actions: [] };
            return Math.min(22, handValue(stand(state, at).state.dealer).total);
          },
          (final, p) => found.set(final, (found.get(final) ?? 0) + p),
        );
        finals.set(key, (dist = found));
      }
      return dist;
    };
    let returned = 0;
    let total = 0;
    for (const a of RANK_CLASSES)
      for (const up of RANK_CLASSES)
        for (const b of RANK_CLASSES)
          for (const hole of RANK_CLASSES) {
            const p = a.probability * up.probability * b.probability * hole.probability;
            const cards = [a.cardIndex, up.cardIndex, b.cardIndex, hole.cardIndex];
            total += p;
            const first = deal((i) => cards[i]!);
            if (first.settlement) {
              returned += (p * first.settlement.multiplier100) / 100;
              continue;
            }
            const player = handValue(first.state.player).total;
            for (const [dealer, q] of dealerFinals(up.cardIndex, hole.cardIndex)) returned += p * q * (dealer === 22 || player > dealer ? 2 : player === dealer ? 1 : 0);
          }
    expect(total).toBeCloseTo(1, 9);
    expect(returned).toBeCloseTo(standOnTwoRtp(), 9);
    expect(returned).toBeGreaterThan(0.8);
    expect(returned).toBeLessThan(0.9);
  }, 60_000); // exhaustive: every dealer draw sequence of 100 (up, hole) pairs

  it('even the player-optimal strategy (hit/stand/double, no split) loses: house edge about 1.1%, RTP < 1', () => {
    const { rtp, houseEdge } = optimalStrategy({ split: false });
    expect(rtp).toBeLessThan(1);
    expect(houseEdge).toBeGreaterThan(0.01);
    expect(houseEdge).toBeLessThan(0.012);
  });

  it('plays the table rules: dealer stands on soft 17, 21 stands by itself, a double draws one card then the dealer plays', () => {
    const cards = (...idx: number[]) => (i: number) => idx[i]!;
    // player 10,6 ; dealer A(up),6 = soft 17: stands; player 16 loses
    const soft17 = cards(32, 48, 16, 16);
    expect(stand(deal(soft17).state, soft17).settlement?.result).toBe('lose');
    // player 10,5 hits a 6 → 21 stands by itself; dealer 10,7 = 17 → win
    const twentyOne = cards(32, 32, 12, 20, 16);
    const after = hit(deal(twentyOne).state, twentyOne);
    expect(after.settlement?.result).toBe('win');
    expect(handValue(after.state.player).total).toBe(21);
    // double on 5,6 draws a 10 (21); dealer 10,6 draws a 10 → busts
    const d = cards(12, 32, 16, 16, 32, 32);
    const doubled = double(deal(d).state, d);
    expect(doubled.state.player).toHaveLength(3);
    expect(doubled.settlement?.result).toBe('win');
    // naturals: player A,10 vs dealer 10,9 → blackjack 2.5x; both naturals → push
    expect(deal(cards(48, 32, 32, 28)).settlement).toEqual({ result: 'blackjack', multiplier100: 250 });
    expect(deal(cards(48, 48, 32, 32)).settlement).toEqual({ result: 'push', multiplier100: 100 });
  });
});

/** Same timeout strategy from the analytic model (cross-checks the enumeration and the model). */
function standOnTwoRtp(): number {
  let returned = 0;
  for (const [a, pa] of DRAWS)
    for (const [b, pb] of DRAWS)
      for (const [up, pu] of DRAWS) {
        const p = pa * pb * pu;
        const [player] = add(...add(0, false, a), b);
        const playerNatural = player === 21;
        const pDealerNatural = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
        if (playerNatural) returned += p * (pDealerNatural * 1 + (1 - pDealerNatural) * 2.5);
        else returned += p * (1 - pDealerNatural) * (1 + standNet(player, dealerGivenNoNatural(up)));
      }
  return returned;
}
