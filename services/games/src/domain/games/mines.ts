import { drawWithoutReplacement } from '../fairness/shuffle.js';
import { payoutFor, returnBasisPoints } from '../money.js';
import { choose } from './combinatorics.js';

/**
 * Mines: 25 tiles (0–24), mineCount of 3–10 mines placed by drawing mineCount tiles without replacement
 * from [0, 1, ..., 24] with floats 0 .. mineCount − 1. After k safe tiles the fair multiplier is
 * 1 / P(k safe) = C(25, k) / C(25 − mines, k); the game pays that × (1 − edge), floored to hundredths.
 * Cashing out after any k therefore returns at most 1 − edge (0.97 at the default edge).
 */
export const TILES = 25;
export const MIN_MINES = 3;
export const MAX_MINES = 10;
const ALL_TILES = Array.from({ length: TILES }, (_, i) => i);

export function placeMines(floats: readonly number[], mineCount: number): number[] {
  return drawWithoutReplacement(ALL_TILES, mineCount, floats);
}

/** Exact fair multiplier after `safe` safe tiles, as a fraction. */
export function fairMultiplier(mineCount: number, safe: number): { numerator: bigint; denominator: bigint } {
  return { numerator: choose(TILES, safe), denominator: choose(TILES - mineCount, safe) };
}

/** The multiplier shown and paid after `safe` safe tiles, in hundredths: floor(100 × (1 − edge) × fair). 100 before any tile. */
export function minesMultiplier100(mineCount: number, safe: number, houseEdge: number): number {
  if (safe === 0) return 100;
  const { numerator, denominator } = fairMultiplier(mineCount, safe);
  return Number((BigInt(returnBasisPoints(houseEdge)) * numerator) / (100n * denominator));
}

export function safeTiles(mineCount: number): number {
  return TILES - mineCount;
}

export interface MinesState {
  mines: number[];
  revealed: number[];
}

export type RevealVerdict =
  | { kind: 'mine'; revealed: number[] }
  | { kind: 'safe'; revealed: number[] }
  | { kind: 'cleared'; revealed: number[] }
  | { kind: 'already_revealed' };

/** One tile: a mine ends the round; the last safe tile clears the board (the round cashes out). */
export function revealTile(state: MinesState, tile: number): RevealVerdict {
  if (state.revealed.includes(tile)) return { kind: 'already_revealed' };
  const revealed = [...state.revealed, tile];
  if (state.mines.includes(tile)) return { kind: 'mine', revealed };
  return revealed.length === safeTiles(state.mines.length) ? { kind: 'cleared', revealed } : { kind: 'safe', revealed };
}

export function minesPayout(stake: number, mineCount: number, safe: number, houseEdge: number): number {
  return payoutFor(stake, minesMultiplier100(mineCount, safe, houseEdge));
}
