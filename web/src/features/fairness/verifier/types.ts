import type { Params } from './params';

/** The tables the games service publishes (GET /api/games/wheel/segments, /keno/paytables, /plinko/tables). */
export interface PublishedTables {
  wheel?: readonly { label?: string; multiplier: number; weight: number }[];
  keno?: readonly ({ picks: number } & EdgeScaledTable)[];
  plinko?: readonly ({ rows: number; risk: string } & EdgeScaledTable)[];
}

/** A paytable written for `baseHouseEdge`, paid at whatever house edge the round records. */
export interface EdgeScaledTable {
  baseMultipliers: readonly number[];
  baseHouseEdge: number;
}

/** What the browser recomputed for one round. */
export interface Recomputed {
  /** the same fields as the server's stored `outcome` of that game */
  outcome: Record<string, unknown>;
  /** the stake of the round */
  stake: number;
  /** points paid back; null when it needs a table that was not given */
  payout: number | null;
  /** the multiplier in hundredths as the round records it (180 = "1.80"); null like payout */
  multiplier100: number | null;
  /** one line for people */
  summary: string;
}

/** One game's verifier: how many floats it reads, and the outcome from them. */
export interface GameVerifier {
  floatsNeeded: (params: Params) => number;
  compute: (floats: readonly number[], params: Params, tables: PublishedTables) => Recomputed;
}

/** A multiplier as published (1.8) → hundredths (180). */
export const hundredths = (multiplier: number) => Math.round(multiplier * 100);
