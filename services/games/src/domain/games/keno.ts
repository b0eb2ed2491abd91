import { drawWithoutReplacement } from '../fairness/shuffle.js';
import { atHouseEdge, payoutFor } from '../money.js';
import { choose, ratio } from './combinatorics.js';

/**
 * Keno: 20 numbers drawn without replacement from 1–80 with floats 0–19 (draw order kept). The player
 * picks 1–10 numbers; the paytable of that pick count pays by matches. The tables below are written for
 * a house edge of 5% (each returns 0.947–0.950, computed exactly from the hypergeometric distribution);
 * the setting house_edge_keno scales every multiplier from them (money.ts `atHouseEdge`). Published with
 * GET /api/games/keno/paytables.
 */
export const KENO_FLOATS = 20;
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
const ALL_NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** The house edge PAYTABLES are written for. */
export const KENO_BASE_EDGE = 0.05;

/** PAYTABLES[picks][matches] in hundredths, at KENO_BASE_EDGE. */
export const PAYTABLES: Readonly<Record<number, readonly number[]>> = {
  1: [0, 380],
  2: [0, 100, 945],
  3: [0, 0, 250, 4340],
  4: [0, 0, 150, 750, 10000],
  5: [0, 0, 50, 520, 1500, 30000],
  6: [0, 0, 50, 200, 880, 5000, 100000],
  7: [0, 0, 0, 100, 920, 2000, 10000, 200000],
  8: [0, 0, 0, 50, 200, 2500, 5000, 50000, 500000],
  9: [0, 0, 0, 50, 150, 1270, 2500, 10000, 100000, 750000],
  10: [0, 0, 0, 50, 120, 650, 1500, 5000, 25000, 250000, 1000000],
};

export function drawKeno(floats: readonly number[]): number[] {
  return drawWithoutReplacement(ALL_NUMBERS, KENO_DRAWN, floats);
}

/** The paytable for `picks` paid at `houseEdge`, in hundredths. */
export function kenoPaytable(picks: number, houseEdge: number): number[] {
  return PAYTABLES[picks]!.map((m100) => atHouseEdge(m100, houseEdge, KENO_BASE_EDGE));
}

/** The top prize of a bet on `picks` numbers at `houseEdge`, in hundredths (the table's largest entry: all of them drawn). */
export function kenoMaxMultiplier100(picks: number, houseEdge: number): number {
  return Math.max(...kenoPaytable(picks, houseEdge));
}

/** Exact RTP of the paytable for `picks`: Σ_m multiplier(m) × C(picks, m) C(80 − picks, 20 − m) / C(80, 20). */
export function kenoRtp(picks: number, houseEdge = KENO_BASE_EDGE): number {
  const table = kenoPaytable(picks, houseEdge);
  let numerator = 0n;
  table.forEach((m100, matches) => {
    numerator += BigInt(m100) * choose(picks, matches) * choose(KENO_NUMBERS - picks, KENO_DRAWN - matches);
  });
  return ratio(numerator, 100n * choose(KENO_NUMBERS, KENO_DRAWN));
}

export interface KenoOutcome {
  drawn: number[];
  hits: number[];
  matches: number;
  multiplier100: number;
  payout: number;
}

export function playKeno(floats: readonly number[], bet: { stake: number; selected: readonly number[]; houseEdge: number }): KenoOutcome {
  const drawn = drawKeno(floats);
  const drawnSet = new Set(drawn);
  const hits = bet.selected.filter((n) => drawnSet.has(n));
  const multiplier100 = atHouseEdge(PAYTABLES[bet.selected.length]![hits.length]!, bet.houseEdge, KENO_BASE_EDGE);
  return { drawn, hits, matches: hits.length, multiplier100, payout: payoutFor(bet.stake, multiplier100) };
}
