import { describe, expect, it } from 'vitest';
import { rouletteBetTypes } from '@app/contracts';
import { allBetsOfType, colorOf, pocket, settleRoulette } from '../../src/domain/games/roulette.js';
import { bucketCounts, SPACE } from './exact-floats.js';

/** Exact return of one bet of 1 point: Σ_pocket count(pocket) × payout / 2^32, as a fraction of 2^32. */
function returned(type: (typeof rouletteBetTypes)[number], numbers: number[]): bigint {
  const counts = bucketCounts(38);
  let total = 0n;
  counts.forEach((count, i) => {
    const n = pocket((i + 0.5) / 38);
    total += count * BigInt(settleRoulette(n, [{ type, numbers, amount: 1 }]).payout);
  });
  return total;
}

describe('American roulette RTP (exact over every 32-bit float)', () => {
  it.each(rouletteBetTypes)('every %s bet returns 36/38 of its stake', (type) => {
    for (const numbers of allBetsOfType(type)) {
      const r = returned(type, numbers);
      // 36/38 up to the float quantisation of 38 buckets in 2^32 values (|error| < 36 / 2^32)
      expect(Math.abs(Number(r) / Number(SPACE) - 36 / 38)).toBeLessThan(1e-8);
      expect(r * 38n <= SPACE * 36n + 36n * 38n).toBe(true);
    }
  });

  it('knows the layout: 18 red, 18 black, 0 and 00 green; 00 is pocket 37', () => {
    const colors = Array.from({ length: 38 }, (_, n) => colorOf(n));
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    expect(colors.filter((c) => c === 'black')).toHaveLength(18);
    expect(colorOf(37)).toBe('green');
    expect(allBetsOfType('split')).toHaveLength(62);
    expect(allBetsOfType('corner')).toHaveLength(22);
    expect(allBetsOfType('line')).toHaveLength(11);
  });
});
