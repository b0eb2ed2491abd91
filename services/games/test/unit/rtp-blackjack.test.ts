import { describe, expect, it } from 'vitest';
import { deal, double, handValue, hit, stand } from '../../src/domain/games/blackjack.js';
import { enumerateDeals, RANK_CLASSES } from './card-enumeration.js';

/** Card values of the infinite deck with their probabilities (A = 11 here, soft handling below). */
const DRAWS: readonly [number, number][] = [[2, 1 / 13], [3, 1 / 13], [4, 1 / 13], [5, 1 / 13], [6, 1 / 13], [7, 1 / 13], [8, 1 / 13], [9, 1 / 13], [10, 4 / 13], [11, 1 / 13]];

/** Adds a card to (total, soft) the way handValue does. */
function add(total: number, soft: boolean, card: number): [number, boolean] {
  let t = total + card;
  let aces = (soft ? 1 : 0) + (card === 11 ? 1 : 0);
  while (t > 21 && aces > 0) {
    t -= 10;
    aces--;
  }
  return [t, aces > 0];
}

/** Dealer's final total distribution (17–21, 22 = bust) from a hand, standing on all 17s. */
function dealerFinal(total: number, soft: boolean): Map<number, number> {
  if (total > 21) return new Map([[22, 1]]);
  if (total >= 17) return new Map([[total, 1]]);
  const result = new Map<number, number>();
  for (const [card, p] of DRAWS) {
    const [t, s] = add(total, soft, card);
    for (const [final, q] of dealerFinal(t, s)) result.set(final, (result.get(final) ?? 0) + p * q);
  }
  return result;
}

/** Dealer's final distribution for an up card, given that the dealer has no blackjack (peeked). */
function dealerGivenNoNatural(up: number): Map<number, number> {
  const result = new Map<number, number>();
  let mass = 0;
  for (const [hole, p] of DRAWS) {
    if ((up === 11 && hole === 10) || (up === 10 && hole === 11)) continue;
    mass += p;
    const [t, s] = add(...add(0, false, up), hole);
    for (const [final, q] of dealerFinal(t, s)) result.set(final, (result.get(final) ?? 0) + p * q);
  }
  for (const [k, v] of result) result.set(k, v / mass);
  return result;
}

/** Net result (per unit staked) of standing on `total` against a dealer distribution. */
function standNet(total: number, dealer: Map<number, number>): number {
  let net = 0;
  for (const [final, p] of dealer) net += p * (final === 22 || total > final ? 1 : total === final ? 0 : -1);
  return net;
}

/** Best net of a hand that may hit or stand (no more doubling), and the 21-stands-by-itself rule. */
function bestNet(total: number, soft: boolean, dealer: Map<number, number>, memo: Map<string, number>): number {
  if (total > 21) return -1;
  if (total === 21) return standNet(21, dealer);
  const key = `${total}${soft}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let hitNet = 0;
  for (const [card, p] of DRAWS) {
    const [t, s] = add(total, soft, card);
    hitNet += p * bestNet(t, s, dealer, memo);
  }
  const best = Math.max(standNet(total, dealer), hitNet);
  memo.set(key, best);
  return best;
}

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
    const { rtp, houseEdge } = optimalStrategy();
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

/** Player-optimal play without splitting: maximise the expected net of each two-card hand. */
function optimalStrategy(): { rtp: number; houseEdge: number } {
  let net = 0;
  let staked = 0;
  for (const [up, pu] of DRAWS) {
    const dealer = dealerGivenNoNatural(up);
    const memo = new Map<string, number>();
    const pDealerNatural = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    for (const [a, pa] of DRAWS)
      for (const [b, pb] of DRAWS) {
        const p = pa * pb * pu;
        const [total, soft] = add(...add(0, false, a), b);
        if (total === 21) {
          net += p * (1 - pDealerNatural) * 1.5;
          staked += p;
          continue;
        }
        net += p * pDealerNatural * -1;
        const stay = bestNet(total, soft, dealer, memo);
        let doubleNet = 0;
        for (const [card, q] of DRAWS) {
          const [t] = add(total, soft, card);
          doubleNet += q * (t > 21 ? -2 : 2 * standNet(t, dealer));
        }
        const doubles = doubleNet > stay;
        net += p * (1 - pDealerNatural) * Math.max(stay, doubleNet);
        staked += p * (pDealerNatural + (1 - pDealerNatural) * (doubles ? 2 : 1));
      }
  }
  return { rtp: 1 + net / staked, houseEdge: -net };
}

