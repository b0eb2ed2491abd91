import { describe, expect, it } from 'vitest';
import { PLINKO_BASE_EDGE, PLINKO_RISKS, PLINKO_TABLES, plinkoRtp, plinkoTable } from '../../src/domain/games/plinko.js';
import { choose } from '../../src/domain/games/combinatorics.js';
import { KENO_BASE_EDGE, kenoPaytable, kenoRtp, PAYTABLES } from '../../src/domain/games/keno.js';
import { REEL, slotsMultiplier100 } from '../../src/domain/games/slots.js';
import { WHEEL_BASE_EDGE, WHEEL_SEGMENTS, wheelWeights } from '../../src/domain/games/wheel.js';
import { pickWeighted } from '../../src/domain/fairness/weighted.js';
import { bucketCounts, SPACE, toNumber } from './exact-floats.js';

/** Exact probability (numerator over 2^32) of each index of a weighted pick, over every 32-bit float. */
function weightedCounts(weights: number[]): bigint[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map(() => 0n);
  bucketCounts(total).forEach((count, r) => {
    const index = pickWeighted(weights, (r + 0.5) / total);
    counts[index]! += count;
  });
  return counts;
}

describe('slots RTP', () => {
  const weights = REEL.map((r) => r.weight);
  it('returns exactly 0.96 with the published reel weights (ideal probabilities weight / 55)', () => {
    const W = BigInt(weights.reduce((a, b) => a + b, 0));
    let returned = 0n;
    for (let a = 0; a < 7; a++)
      for (let b = 0; b < 7; b++)
        for (let c = 0; c < 7; c++) returned += BigInt(weights[a]! * weights[b]! * weights[c]! * slotsMultiplier100([a, b, c]));
    // Σ weights × multiplier (hundredths) = 0.96 × 55³ × 100, exactly
    expect(returned).toBe(96n * W ** 3n);
  });

  it('returns 0.96 within 1e-8 over every 32-bit float of each reel', () => {
    const counts = weightedCounts(weights);
    let returned = 0n;
    for (let a = 0; a < 7; a++)
      for (let b = 0; b < 7; b++) for (let c = 0; c < 7; c++) returned += counts[a]! * counts[b]! * counts[c]! * BigInt(slotsMultiplier100([a, b, c]));
    const rtp = toNumber(returned, SPACE ** 3n * 100n);
    expect(Math.abs(rtp - 0.96)).toBeLessThan(1e-8);
    expect(rtp).toBeLessThan(1);
  });

  it('pays the spec values: triples 2x to 50x, any pair 1.5x, nothing otherwise', () => {
    expect(slotsMultiplier100([6, 6, 6])).toBe(5000);
    expect(slotsMultiplier100([0, 0, 0])).toBe(200);
    expect(slotsMultiplier100([3, 1, 3])).toBe(150);
    expect(slotsMultiplier100([0, 1, 2])).toBe(0);
  });
});

describe('wheel RTP', () => {
  const weights = WHEEL_SEGMENTS.map((s) => s.weight);
  it('returns exactly 0.95: Σ weight × multiplier = 0.95 × Σ weight', () => {
    const total = weights.reduce((a, b) => a + b, 0);
    const returned = WHEEL_SEGMENTS.reduce((s, seg) => s + seg.weight * seg.multiplier100, 0);
    expect(total).toBe(100);
    expect(returned).toBe(95 * total);
  });

  it('returns 0.95 within 1e-8 over every 32-bit float, with the spec segments (three 0x, up to 3x)', () => {
    const counts = weightedCounts(weights);
    const returned = counts.reduce((s, c, i) => s + c * BigInt(WHEEL_SEGMENTS[i]!.multiplier100), 0n);
    expect(Math.abs(toNumber(returned, SPACE * 100n) - 0.95)).toBeLessThan(1e-8);
    expect(WHEEL_SEGMENTS.map((s) => s.multiplier100).sort((a, b) => a - b)).toEqual([0, 0, 0, 50, 80, 100, 120, 130, 150, 180, 200, 300]);
  });
});

describe('keno RTP (exact, hypergeometric: 20 of 80 drawn)', () => {
  const hypergeometricRtp = (picks: number) => {
    let numerator = 0n;
    PAYTABLES[picks]!.forEach((m100, matches) => (numerator += BigInt(m100) * choose(picks, matches) * choose(80 - picks, 20 - matches)));
    return toNumber(numerator, 100n * choose(80, 20));
  };

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('the paytable for %i picks returns 0.95 (±0.005) and below 1', (picks) => {
    const rtp = hypergeometricRtp(picks);
    expect(PAYTABLES[picks]).toHaveLength(picks + 1);
    expect(Math.abs(rtp - 0.95)).toBeLessThanOrEqual(0.005);
    expect(rtp).toBeLessThan(1);
    expect(kenoRtp(picks)).toBeCloseTo(rtp, 12);
  });

  it('pays more for more matches within each table', () => {
    for (const table of Object.values(PAYTABLES)) for (let m = 1; m < table.length; m++) expect(table[m]!).toBeGreaterThanOrEqual(table[m - 1]!);
  });
});

describe('plinko RTP (exact, binomial)', () => {
  const combos = PLINKO_RISKS.flatMap((risk) => [8, 9, 10, 11, 12, 13, 14, 15, 16].map((rows) => [risk, rows] as const));
  it.each(combos)("%s risk, %i rows returns the design's 0.95–0.97", (risk, rows) => {
    const table = PLINKO_TABLES[risk][rows]!;
    const numerator = table.reduce((s, m100, slot) => s + BigInt(m100) * choose(rows, slot), 0n);
    const rtp = toNumber(numerator, 100n * 2n ** BigInt(rows));
    expect(table).toHaveLength(rows + 1);
    expect(table).toEqual([...table].reverse());
    expect(rtp).toBeGreaterThanOrEqual(0.95);
    expect(rtp).toBeLessThanOrEqual(0.97);
    expect(plinkoRtp(risk, rows)).toBeCloseTo(rtp, 12);
  });

  it('each peg is an exactly even split of the 2^32 floats', () => {
    expect(bucketCounts(2)).toEqual([2n ** 31n, 2n ** 31n]);
  });
});

describe('keno and plinko at every house edge the settings allow (each multiplier × (1 − edge) / (1 − base edge), rounded down)', () => {
  // the settings' bounds (0.01–0.20) and a value between; the rounding down takes at most 1/100 of a
  // multiplier from each entry, so a table returns a little less than (1 − edge) × its RTP at the base edge
  const edges = [0.01, 0.037, 0.2];
  const kenoCases = edges.flatMap((edge) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((picks) => [edge, picks] as const));
  it.each(kenoCases)('keno at %f, %i picks: below 1 and below (1 − edge) × base RTP / (1 − base edge), by less than 0.01', (edge, picks) => {
    const scaled = (kenoRtp(picks) * (1 - edge)) / (1 - KENO_BASE_EDGE);
    expect(kenoRtp(picks, edge)).toBeLessThan(1);
    expect(kenoRtp(picks, edge)).toBeLessThanOrEqual(scaled);
    expect(scaled - kenoRtp(picks, edge)).toBeLessThan(0.01);
    const table = kenoPaytable(picks, edge);
    for (let m = 1; m < table.length; m++) expect(table[m]!).toBeGreaterThanOrEqual(table[m - 1]!);
  });

  const plinkoCases = edges.flatMap((edge) => PLINKO_RISKS.flatMap((risk) => [8, 12, 16].map((rows) => [edge, risk, rows] as const)));
  it.each(plinkoCases)('plinko at %f, %s risk, %i rows: below 1 and below (1 − edge) × base RTP / (1 − base edge), by less than 0.01', (edge, risk, rows) => {
    const scaled = (plinkoRtp(risk, rows) * (1 - edge)) / (1 - PLINKO_BASE_EDGE);
    expect(plinkoRtp(risk, rows, edge)).toBeLessThan(1);
    expect(plinkoRtp(risk, rows, edge)).toBeLessThanOrEqual(scaled);
    expect(scaled - plinkoRtp(risk, rows, edge)).toBeLessThan(0.01);
    expect(plinkoTable(risk, rows, edge)).toEqual([...plinkoTable(risk, rows, edge)].reverse());
  });

  it('at the base edge the tables are paid as written', () => {
    for (const picks of [1, 5, 10]) expect(kenoPaytable(picks, KENO_BASE_EDGE)).toEqual(PAYTABLES[picks]);
    for (const risk of PLINKO_RISKS) expect(plinkoTable(risk, 16, PLINKO_BASE_EDGE)).toEqual(PLINKO_TABLES[risk][16]);
  });

  it('a higher edge never pays more, entry by entry', () => {
    const lower = kenoPaytable(10, 0.05);
    const higher = kenoPaytable(10, 0.1);
    higher.forEach((m, i) => expect(m).toBeLessThanOrEqual(lower[i]!));
    expect(higher.at(-1)).toBe(Math.floor((1_000_000 * 9000) / 9500));
  });
});

describe('the wheel at every house edge the setting allows (the BANKRUPT segments take the rest)', () => {
  const rtpOf = (weights: number[]) => weights.reduce((sum, w, i) => sum + w * WHEEL_SEGMENTS[i]!.multiplier100, 0) / (100 * weights.reduce((a, b) => a + b, 0));
  const bankrupt = WHEEL_SEGMENTS.flatMap((s, i) => (s.multiplier100 === 0 ? [i] : []));

  it('at the base edge the weights are the written ones, × 100 (so every float lands on the same segment)', () => {
    expect(wheelWeights(WHEEL_BASE_EDGE)).toEqual(WHEEL_SEGMENTS.map((s) => s.weight * 100));
  });

  it.each([0.01, 0.037, 0.12, 0.2])('at %f: RTP at most 1 − edge and within 0.0001 of it; only the BANKRUPT weights move, evenly', (edge) => {
    const weights = wheelWeights(edge);
    expect(rtpOf(weights)).toBeLessThanOrEqual(1 - edge);
    expect(rtpOf(weights)).toBeGreaterThan(1 - edge - 0.0001);
    WHEEL_SEGMENTS.forEach((s, i) => {
      if (s.multiplier100 > 0) expect(weights[i]).toBe(s.weight * 100);
    });
    const shares = bankrupt.map((i) => weights[i]!);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    expect(Math.min(...shares)).toBeGreaterThan(0);
  });

  it('a higher edge gives BANKRUPT more of the wheel', () => {
    expect(wheelWeights(0.2)[0]!).toBeGreaterThan(wheelWeights(0.05)[0]!);
    expect(wheelWeights(0.01)[0]!).toBeLessThan(wheelWeights(0.05)[0]!);
  });
});

