import { z } from 'zod';

/**
 * A mines round as the player sees it: 25 tiles (0–24, row by row), the mines' places stay secret until
 * the round ends. Multiplier after k safe tiles = C(25, k) / C(25 − mines, k) × (1 − house edge).
 */
export const ZMinesRound = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'cashed_out', 'busted']),
  betAmount: z.number().int(),
  mineCount: z.number().int(),
  /** safe tiles revealed so far, in the order revealed */
  revealedTiles: z.array(z.number().int()),
  /** the tile of this action (reveal), null otherwise */
  tileIndex: z.number().int().nullable(),
  hitMine: z.boolean(),
  /** every mine's tile once the round is over, [] while it is open */
  revealedMines: z.array(z.number().int()),
  /** multiplier for the tiles revealed so far (1 before any) */
  currentMultiplier: z.number(),
  /** multiplier after one more safe tile; null when no safe tile is left or the round is over */
  nextMultiplier: z.number().nullable(),
  gameOver: z.boolean(),
  /** points paid back (0 until cashed out; 0 after a mine) */
  winnings: z.number().int(),
  balance: z.number().int().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type MinesRound = z.infer<typeof ZMinesRound>;
