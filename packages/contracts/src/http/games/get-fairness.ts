import { z } from 'zod';

/** GET /api/games/fairness: the player's current seed pair (the server seed itself stays secret until rotated). */
export const ZGetFairnessResponse = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** the nonce the next round will use */
  nonce: z.number().int(),
});
export type GetFairnessResponse = z.infer<typeof ZGetFairnessResponse>;
