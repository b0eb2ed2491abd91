import { describe, expect, it } from 'vitest';
import { crashPoint100, liveCashOut, liveVerdict, msUntilMultiplier } from '../../src/domain/games/crash.js';
import { SPACE, toNumber } from './exact-floats.js';

/** Number of the 2^32 floats whose crash point is at least m100 (crash is non-decreasing in the float: binary search). */
function countAtLeast(m100: number, edge: number): bigint {
  let lo = 0;
  let hi = 2 ** 32; // first k with crash ≥ m100 lies in [lo, hi]
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (crashPoint100(mid / 2 ** 32, edge) >= m100) hi = mid;
    else lo = mid + 1;
  }
  return SPACE - BigInt(lo);
}

const targets = [101, 102, 110, 133, 150, 199, 200, 250, 333, 500, 777, 1000, 2500, 10_000, 50_000, 100_000];

describe('crash RTP (exact over every 32-bit float)', () => {
  it('an automatic cash-out at any m returns 0.96 (P(crash ≥ m) = 0.96 / m), never more', () => {
    for (const m100 of targets) {
      const rtp = toNumber(countAtLeast(m100, 0.04) * BigInt(m100), SPACE * 100n);
      expect(rtp).toBeLessThanOrEqual(0.96);
      expect(rtp).toBeGreaterThan(0.96 - 1e-6);
    }
  });

  it('crashes at 1.00 with probability 1 − 0.96/1.01 and never below 1.00', () => {
    const atOne = SPACE - countAtLeast(101, 0.04);
    expect(toNumber(atOne, SPACE)).toBeCloseTo(1 - 0.96 / 1.01, 8);
    expect(crashPoint100(0, 0.04)).toBe(100);
    expect(crashPoint100(1 - 2 ** -32, 0.04)).toBeGreaterThan(1_000_000);
  });

  it('follows the house edge setting and stays below 1 over its range (0.01–0.20)', () => {
    for (const edge of [0.01, 0.04, 0.2]) {
      for (const m100 of [101, 200, 1000]) {
        const rtp = toNumber(countAtLeast(m100, edge) * BigInt(m100), SPACE * 100n);
        expect(rtp).toBeLessThanOrEqual(1 - edge);
        expect(rtp).toBeGreaterThan(1 - edge - 1e-6);
      }
    }
  });

  it('a live manual cash-out at m pays only while the multiplier is below the crash point, so it returns at most 0.96', () => {
    for (const m100 of [101, 150, 300]) {
      const rtp = toNumber(countAtLeast(m100 + 1, 0.04) * BigInt(m100), SPACE * 100n);
      expect(rtp).toBeLessThan(0.96);
    }
    const state = { crash100: 250, autoCashOut100: null };
    expect(liveCashOut(state, msUntilMultiplier(249))).toEqual({ kind: 'cashed_out', cashOut100: 249 });
    expect(liveCashOut(state, msUntilMultiplier(250))).toEqual({ kind: 'crashed', crash100: 250 });
    expect(liveCashOut(state, 0)).toEqual({ kind: 'too_early' });
  });

  it('a live auto cash-out pays when the crash point is at least its target, like the one-call form', () => {
    expect(liveVerdict({ crash100: 200, autoCashOut100: 200 }, msUntilMultiplier(200))).toEqual({ kind: 'cashed_out', cashOut100: 200 });
    expect(liveVerdict({ crash100: 199, autoCashOut100: 200 }, msUntilMultiplier(200))).toEqual({ kind: 'crashed', crash100: 199 });
    expect(liveVerdict({ crash100: 100, autoCashOut100: 101 }, 0)).toEqual({ kind: 'crashed', crash100: 100 });
  });
});
