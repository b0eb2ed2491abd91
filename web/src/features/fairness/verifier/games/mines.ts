import { binomial, drawWithoutReplacement, multiplierText, payoutOf, returnBasisPoints } from '../draws';
import { pluralize } from '@/lib/format';
import { int, intList, num } from '../params';
import type { GameVerifier } from '../types';

const TILES = Array.from({ length: 25 }, (_, i) => i);

/** Multiplier after `safe` safe tiles, hundredths: floor(R × C(25, safe) / (100 × C(25 − mines, safe))); 100 before any. */
export function minesMultiplier100(mineCount: number, safe: number, houseEdge: number): number {
  if (safe === 0) return 100;
  return Number((BigInt(returnBasisPoints(houseEdge)) * binomial(25, safe)) / (100n * binomial(25 - mineCount, safe)));
}

/**
 * Mines: the mines are the first mineCount tiles drawn without replacement from 0–24. The tiles the player
 * revealed (their decisions, in order; `revealed` of the stored round) decide where the round ended.
 */
/** Tiles are drawn as positions 0–24; the game labels them 'Tile 1' to 'Tile 25', so people read them from 1. */
const tileNumber = (position: number) => position + 1;

function minesSummary(mines: readonly number[], hitTile: number | null, safe: number, multiplier100: number): string {
  const tiles = [...mines].sort((a, b) => a - b).map(tileNumber);
  const where = `${tiles.length === 1 ? 'Mine on tile' : 'Mines on tiles'} ${tiles.join(', ')}`;
  return `${where}; ${hitTile === null ? `${pluralize(safe, 'safe tile')} at ${multiplierText(multiplier100)}x` : `tile ${tileNumber(hitTile)} was a mine`}`;
}

export const minesVerifier: GameVerifier = {
  floatsNeeded: (params) => int(params, 'mineCount'),
  compute: (floats, params) => {
    const stake = int(params, 'betAmount');
    const mineCount = int(params, 'mineCount');
    const houseEdge = num(params, 'houseEdge', 0.03);
    const revealed = params.revealed === undefined ? [] : intList(params, 'revealed');
    const mines = drawWithoutReplacement(TILES, mineCount, floats);
    const hitTile = revealed.find((tile) => mines.includes(tile)) ?? null;
    const safe = revealed.filter((tile) => !mines.includes(tile)).length;
    const multiplier100 = hitTile === null ? minesMultiplier100(mineCount, safe, houseEdge) : 0;
    return {
      outcome: { mines, revealed, hitTile },
      stake,
      payout: hitTile === null && safe > 0 ? payoutOf(stake, multiplier100) : 0,
      multiplier100,
      summary: minesSummary(mines, hitTile, safe, multiplier100),
    };
  },
};
