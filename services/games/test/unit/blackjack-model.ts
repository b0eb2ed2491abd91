/**
 * The infinite-deck model of the table rules, independent of the game code (which the RTP tests
 * enumerate through to cross-check it): card values with their probabilities, the dealer's final
 * totals, and the best net of a hand that may still hit or stand.
 */
/** Card values of the infinite deck with their probabilities (A = 11 here, soft handling below). */
export const DRAWS: readonly [number, number][] = [[2, 1 / 13], [3, 1 / 13], [4, 1 / 13], [5, 1 / 13], [6, 1 / 13], [7, 1 / 13], [8, 1 / 13], [9, 1 / 13], [10, 4 / 13], [11, 1 / 13]];

/** Adds a card to (total, soft) the way handValue does. */
export function add(total: number, soft: boolean, card: number): [number, boolean] {
  let t = total + card;
  let aces = (soft ? 1 : 0) + (card === 11 ? 1 : 0);
  while (t > 21 && aces > 0) {
    t -= 10;
    aces--;
  }
  return [t, aces > 0];
}

/** Dealer's final total distribution (17–21, 22 = bust) from a hand, standing on all 17s. */
export function dealerFinal(total: number, soft: boolean): Map<number, number> {
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
export function dealerGivenNoNatural(up: number): Map<number, number> {
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
export function standNet(total: number, dealer: Map<number, number>): number {
  let net = 0;
  for (const [final, p] of dealer) net += p * (final === 22 || total > final ? 1 : total === final ? 0 : -1);
  return net;
}

/** Best net of a hand that may hit or stand (no more doubling), and the 21-stands-by-itself rule. */
export function bestNet(total: number, soft: boolean, dealer: Map<number, number>, memo: Map<string, number>): number {
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

/** Net of doubling `total`: one card, then stand, on twice the stake. */
export function doubleNet(total: number, soft: boolean, dealer: Map<number, number>): number {
  let net = 0;
  for (const [card, q] of DRAWS) {
    const [t] = add(total, soft, card);
    net += q * (t > 21 ? -2 : 2 * standNet(t, dealer));
  }
  return net;
}

/** One hand of a split pair: `first` plus the next card, then (not for aces) hit, stand or double. */
export interface SplitHandPlay {
  /** the hand's net per unit of its stake */
  net: number;
  /** its stake in units: 2 when it doubles */
  staked: number;
}

/** The best play of a split hand for each next card: aces stand on their one card, a 21 stands by itself. */
export function splitHandPlays(first: number, dealer: Map<number, number>, memo: Map<string, number>): { card: number; probability: number; play: SplitHandPlay }[] {
  return DRAWS.map(([card, probability]) => {
    const [total, soft] = add(...add(0, false, first), card);
    if (first === 11 || total === 21) return { card, probability, play: { net: standNet(total, dealer), staked: 1 } };
    const stay = bestNet(total, soft, dealer, memo);
    const doubled = doubleNet(total, soft, dealer);
    return { card, probability, play: doubled > stay ? { net: doubled, staked: 2 } : { net: stay, staked: 1 } };
  });
}

/** Splitting a pair of `rank`, per unit of the first stake: two independent hands against one dealer. */
export function splitNet(rank: number, dealer: Map<number, number>, memo: Map<string, number>): SplitHandPlay {
  let net = 0;
  let staked = 0;
  for (const { probability, play } of splitHandPlays(rank, dealer, memo)) {
    net += 2 * probability * play.net;
    staked += 2 * probability * play.staked;
  }
  return { net, staked };
}

/**
 * Player-optimal play (each two-card hand takes the option of highest expected net), with or without
 * the split: once, a first pair of the same rank (of the ten-valued pairs only a quarter are: a K and a
 * Q do not split), double after a split allowed. The dealer's natural ends the round before any choice.
 */
export function optimalStrategy({ split }: { split: boolean }): { rtp: number; houseEdge: number } {
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
        staked += p * pDealerNatural;
        const played = p * (1 - pDealerNatural);
        const stay = { net: bestNet(total, soft, dealer, memo), staked: 1 };
        const doubled = { net: doubleNet(total, soft, dealer), staked: 2 };
        const best = doubled.net > stay.net ? doubled : stay;
        const splittable = split && a === b ? (a === 10 ? 1 / 4 : 1) : 0;
        const splitPlay = splittable > 0 ? splitNet(a, dealer, memo) : null;
        const withSplit = splitPlay && splitPlay.net > best.net ? splitPlay : best;
        net += played * (splittable * withSplit.net + (1 - splittable) * best.net);
        staked += played * (splittable * withSplit.staked + (1 - splittable) * best.staked);
      }
  }
  return { rtp: 1 + net / staked, houseEdge: -net };
}
