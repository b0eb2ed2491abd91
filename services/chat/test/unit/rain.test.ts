import { describe, expect, it } from 'vitest';
import { defaultRainMessage, rainEndLine, rainShareOperationId, rainStartLine, splitPot } from '../../src/domain/rain.js';

describe('splitting a rain pot', () => {
  it('gives every participant floor(amount / participants)', () => {
    expect(splitPot(1000, 10)).toEqual({ share: 100, paidOut: 1000, remainder: 0 });
  });

  it('keeps the remainder (amount − share × participants) for the house instead of paying it', () => {
    expect(splitPot(1005, 10)).toEqual({ share: 100, paidOut: 1000, remainder: 5 });
    expect(splitPot(100, 3)).toEqual({ share: 33, paidOut: 99, remainder: 1 });
  });

  it('never pays out more than the pot, for any pot and crowd', () => {
    for (let amount = 0; amount <= 300; amount += 7) {
      for (let n = 1; n <= 40; n++) {
        const { share, paidOut, remainder } = splitPot(amount, n);
        expect(Number.isInteger(share)).toBe(true);
        expect(paidOut).toBe(share * n);
        expect(paidOut + remainder).toBe(amount);
        expect(remainder).toBeGreaterThanOrEqual(0);
        expect(remainder).toBeLessThan(n);
      }
    }
  });

  it('pays nothing when nobody joined, and a share of 0 when there are more players than points', () => {
    expect(splitPot(500, 0)).toEqual({ share: 0, paidOut: 0, remainder: 500 });
    expect(splitPot(3, 5)).toEqual({ share: 0, paidOut: 0, remainder: 3 });
  });

  it('refuses amounts and counts that are not non-negative integers', () => {
    expect(() => splitPot(10.5, 2)).toThrow(RangeError);
    expect(() => splitPot(10, -1)).toThrow(RangeError);
  });

  it('keys each share in the wallet by rain and user, so a repeated credit is a no-op', () => {
    expect(rainShareOperationId('r1', 'u1')).toBe('rain:r1:u1');
  });

  it('announces the result in chat', () => {
    expect(rainEndLine(1005, 10, 100)).toBe('The rain of 1,005 points ended: 10 players received 100 points each.');
    expect(rainEndLine(500, 0, 0)).toBe('The rain of 500 points ended: nobody joined.');
  });

  it('writes points as the rain banner and the rain notification do, with thousands separators', () => {
    expect(defaultRainMessage(25_000, 15_000)).toBe("It's raining 25,000 points! Join within 15 seconds to get a share.");
    expect(rainStartLine(25_000, 'Go!')).toBe('Rain started: 25,000 points. Go!');
    expect(rainEndLine(25_000, 4, 6_250)).toBe('The rain of 25,000 points ended: 4 players received 6,250 points each.');
  });

  it('does not say "each" when one player had the whole share', () => {
    expect(rainEndLine(1000, 1, 1000)).toBe('The rain of 1,000 points ended: 1 player received 1,000 points.');
  });
});
