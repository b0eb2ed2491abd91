import { describe, expect, it } from 'vitest';
import { choose } from '../../src/domain/games/combinatorics.js';
import { fairMultiplier, minesMultiplier100, safeTiles } from '../../src/domain/games/mines.js';
import { toNumber } from './exact-floats.js';

/** P(the first k tiles are safe) = C(25 − mines, k) / C(25, k) (hypergeometric). */
const pSafe = (mines: number, k: number) => ({ numerator: choose(25 - mines, k), denominator: choose(25, k) });

describe('mines RTP (exact, hypergeometric)', () => {
  it('the unrounded multiplier returns exactly 0.97 for every mine count and every number of tiles before cashing out', () => {
    for (let mines = 3; mines <= 10; mines++) {
      for (let k = 1; k <= safeTiles(mines); k++) {
        const fair = fairMultiplier(mines, k);
        const p = pSafe(mines, k);
        expect(fair.numerator * p.numerator * 97n).toBe(fair.denominator * p.denominator * 97n);
      }
    }
  });

  it('the multiplier paid (floored to hundredths) returns between 0.96 and 0.97 whatever the stopping point, so every strategy is below 1', () => {
    let lowest = 1;
    for (let mines = 3; mines <= 10; mines++) {
      for (let k = 1; k <= safeTiles(mines); k++) {
        const p = pSafe(mines, k);
        const rtp = toNumber(BigInt(minesMultiplier100(mines, k, 0.03)) * p.numerator, 100n * p.denominator);
        expect(rtp).toBeLessThanOrEqual(0.97);
        lowest = Math.min(lowest, rtp);
      }
    }
    expect(lowest).toBeGreaterThan(0.96);
  });

  it('follows the house edge setting (0.01 → 0.99 at most)', () => {
    const p = pSafe(5, 4);
    expect(toNumber(BigInt(minesMultiplier100(5, 4, 0.01)) * p.numerator, 100n * p.denominator)).toBeLessThanOrEqual(0.99);
    expect(minesMultiplier100(3, 1, 0.03)).toBe(110); // 25/22 × 0.97 = 1.1022...
  });
});
