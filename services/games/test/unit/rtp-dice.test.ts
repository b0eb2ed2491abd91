import { describe, expect, it } from 'vitest';
import { dieFace, diceMultiplier100, isDiceWin } from '../../src/domain/games/dice.js';
import { bucketCounts, SPACE, toNumber } from './exact-floats.js';

/** Exact RTP over all 2^32 floats: Σ_face count(face) × (win ? multiplier : 0) / 2^32. */
function diceRtp(prediction: 'over' | 'under', houseEdge: number): number {
  const counts = bucketCounts(6);
  let returned = 0n;
  counts.forEach((count, i) => {
    const face = dieFace((i + 0.5) / 6);
    if (isDiceWin(face, prediction)) returned += count * BigInt(diceMultiplier100(houseEdge));
  });
  return toNumber(returned, SPACE * 100n);
}

describe('dice RTP (exact over every 32-bit float)', () => {
  it('pays 1.8x at the default edge 0.10, so over and under each return exactly 0.90', () => {
    expect(diceMultiplier100(0.1)).toBe(180);
    expect(diceRtp('over', 0.1)).toBe(0.9);
    expect(diceRtp('under', 0.1)).toBe(0.9);
  });

  it('follows the house edge setting and stays below 1 over its whole range (0.05–0.20)', () => {
    expect(diceRtp('over', 0.05)).toBe(0.95);
    expect(diceRtp('under', 0.2)).toBe(0.8);
    for (const edge of [0.05, 0.07, 0.1333, 0.2]) expect(diceRtp('over', edge)).toBeLessThan(1);
  });

  it('maps floats to faces 1–6: over wins on 4–6, under on 1–3', () => {
    expect([0, 0.1667, 0.34, 0.5, 0.67, 0.9999].map(dieFace)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((f) => isDiceWin(f, 'over'))).toEqual([false, false, false, true, true, true]);
  });
});
