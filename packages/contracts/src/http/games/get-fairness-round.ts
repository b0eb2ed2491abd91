import { z } from 'zod';
import { ZGameType } from './fields.js';

/**
 * GET /api/games/fairness/rounds/:roundId (own rounds only, else 404): everything needed to recompute the
 * round in the browser. `serverSeed` is null until the pair is rotated out (then the hash proves it).
 * `outcome` is null while the round is still open (a mines board or a crash point stays secret).
 */
export const ZGetFairnessRoundResponse = z.object({
  roundId: z.string(),
  game: ZGameType,
  status: z.enum(['open', 'settling', 'settled', 'pending']),
  /** version of the float/game algorithms the round was drawn with (FAIRNESS.md) */
  algorithm: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  betAmount: z.number().int(),
  winAmount: z.number().int().nullable(),
  multiplier: z.string().nullable(),
  /** the bet as the server read it (prediction, bets, mineCount, rows/risk, picks, house edge in force, ...) */
  params: z.record(z.string(), z.unknown()),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GetFairnessRoundResponse = z.infer<typeof ZGetFairnessRoundResponse>;
