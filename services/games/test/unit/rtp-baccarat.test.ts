import { describe, expect, it } from 'vitest';
import { baccaratPayout, type BaccaratSide } from '@app/contracts';
import { bankerDraws, playBaccarat } from '../../src/domain/games/baccarat.js';
import { enumerateDeals, floatOfCard } from './card-enumeration.js';

/** P(player), P(banker), P(tie) by full enumeration of the infinite deck through the game code. */
function winnerProbabilities(): Record<BaccaratSide, number> {
  const p: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  enumerateDeals(
    (cardAt) => {
      const floats = new Proxy([] as number[], { get: (_t, key) => (typeof key === 'string' && /^\d+$/.test(key) ? floatOfCard(cardAt(Number(key))) : undefined) });
      return playBaccarat(floats, { player: 1 }).winner;
    },
    (winner, probability) => (p[winner] += probability),
  );
  return p;
}

describe('baccarat RTP (punto banco, infinite deck, exact enumeration)', () => {
  const p = winnerProbabilities();
  const rtp = (bets: { player?: number; banker?: number; tie?: number }) =>
    (['player', 'banker', 'tie'] as const).reduce((s, w) => s + p[w] * baccaratPayout(bets, w), 0) / ((bets.player ?? 0) + (bets.banker ?? 0) + (bets.tie ?? 0));

  it('has the known infinite-deck outcome probabilities (player 44.6%, banker 45.9%, tie 9.5%)', () => {
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 9);
    expect(p.banker).toBeCloseTo(0.4586, 3);
    expect(p.player).toBeCloseTo(0.4462, 3);
    expect(p.tie).toBeCloseTo(0.0952, 3);
  });

  it("every bet returns the design's 0.95–0.97 (banker 0.90:1 → 0.9664, player 0.95:1 → 0.9654, tie 9:1 → 0.9543), below 1", () => {
    const banker = rtp({ banker: 100 });
    const player = rtp({ player: 100 });
    const tie = rtp({ tie: 100 });
    expect(banker).toBeCloseTo(0.9664, 4);
    expect(player).toBeCloseTo(0.9654, 4);
    expect(tie).toBeCloseTo(0.9543, 4);
    for (const r of [banker, player, tie, rtp({ player: 100, banker: 100, tie: 100 })]) {
      expect(r).toBeGreaterThanOrEqual(0.95);
      expect(r).toBeLessThanOrEqual(0.97);
    }
  });

  it('follows the banker tableau (e.g. banker 3 draws unless the player third card is 8; 6 draws only on 6 or 7)', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, 7)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
  });
});
