import { z } from 'zod';

/**
 * GET /api/games/keno/paytables: one paytable per pick count; `multipliers[m]` pays for m matches at the
 * current `houseEdge`, and `rtp` is computed exactly. Every setting's multipliers derive from the base table:
 * floor(100 × base × (1 − edge) / (1 − baseHouseEdge)) hundredths, which is how a round played at an
 * earlier setting (its params record `houseEdge`) is verified.
 */
export const ZKenoPaytable = z.object({
  picks: z.number().int(),
  multipliers: z.array(z.number()),
  rtp: z.number(),
  houseEdge: z.number(),
  baseMultipliers: z.array(z.number()),
  baseHouseEdge: z.number(),
});
export type KenoPaytable = z.infer<typeof ZKenoPaytable>;

export const ZGetKenoPaytablesResponse = z.array(ZKenoPaytable);
export type GetKenoPaytablesResponse = z.infer<typeof ZGetKenoPaytablesResponse>;
