import { describe, expect, it } from 'vitest';
import { blackjackPayout, canDouble, deal, double, handValue, hit, split, stakeUnits, stand, type BlackjackStep } from '../../src/domain/games/blackjack.js';
import { bestNet, dealerFinal, optimalStrategy, splitHandPlays, splitNet, standNet } from './blackjack-model.js';
import { enumerateDeals, RANK_CLASSES } from './card-enumeration.js';

const TEN = 32;
const valueOf = (cardIndex: number) => handValue([cardIndex]).total;

/**
 * Plays a split round through the game code the way the model plays it: on its two cards a hand doubles
 * when the model's best play of it doubles; after that it hits while hitting is worth more than standing.
 */
function playSplitAsModel(rank: number, dealerUp: number, dealerHole: number, dealer: Map<number, number>, memo: Map<string, number>) {
  const doublesWith = new Set(splitHandPlays(valueOf(rank), dealer, memo).filter((h) => h.play.staked === 2).map((h) => h.card));
  return (cardAt: (i: number) => number): BlackjackStep => {
    const at = (i: number) => (i === 0 ? rank : i === 1 ? dealerUp : i === 2 ? rank + 1 : i === 3 ? dealerHole : cardAt(i - 4));
    let step = split(deal(at).state, at);
    while (!step.settlement) {
      const cards = step.state.playing === 1 ? step.state.second!.cards : step.state.player;
      const { total, soft } = handValue(cards);
      if (canDouble(step.state) && doublesWith.has(valueOf(cards[1]!))) step = double(step.state, at);
      else if (bestNet(total, soft, dealer, memo) > standNet(total, dealer) + 1e-12) step = hit(step.state, at);
      else step = stand(step.state, at);
    }
    return step;
  };
}

describe('blackjack RTP with the split (infinite deck, exact)', () => {
  // the dealer's two cards are fixed at a 6 up and a 10 (16: the dealer draws, the player rarely hits, so
  // the two hands' card sequences stay few enough to enumerate); every later card goes through the game code
  it('the model of a split agrees with the game code for every pair, against a dealer 6 / 10', () => {
      const [up, hole] = [16, TEN];
      const dealer = dealerFinal(16, false);
      for (const { cardIndex: rank } of RANK_CLASSES) {
        const memo = new Map<string, number>();
        let net = 0;
        let staked = 0;
        enumerateDeals(playSplitAsModel(rank, up, hole, dealer, memo), (step, p) => {
          const units = stakeUnits(step.state);
          net += (p * (blackjackPayout(100, step.state, step.settlement!) - 100 * units)) / 100;
          staked += p * units;
        });
        const model = splitNet(valueOf(rank), dealer, memo);
        expect(net, `net of splitting ${valueOf(rank)}s`).toBeCloseTo(model.net, 9);
        expect(staked, `stake of splitting ${valueOf(rank)}s`).toBeCloseTo(model.staked, 9);
      }
    });

  it('the player-optimal strategy with the split (and double after it) still loses: house edge about 0.57%, RTP < 1', () => {
    const withSplit = optimalStrategy({ split: true });
    const withoutSplit = optimalStrategy({ split: false });
    expect(withSplit.rtp).toBeLessThan(1);
    expect(withSplit.houseEdge).toBeGreaterThan(0.005);
    expect(withSplit.houseEdge).toBeLessThan(0.0065);
    // the split is worth about half a percent to a player who uses it well, never a loss
    expect(withoutSplit.houseEdge - withSplit.houseEdge).toBeGreaterThan(0.004);
  });
});
