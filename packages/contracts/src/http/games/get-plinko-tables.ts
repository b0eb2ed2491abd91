import { z } from 'zod';
import { ZPlinkoRisk } from './post-plinko.js';

/**
 * GET /api/games/plinko/tables: the multipliers of every (rows, risk), slot 0 to rows, at the current
 * `houseEdge`; `rtp` computed exactly (binomial). Derived from the base table as keno's are
 * (get-keno-paytables.ts).
 */
export const ZPlinkoTable = z.object({
  rows: z.number().int(),
  risk: ZPlinkoRisk,
  multipliers: z.array(z.number()),
  rtp: z.number(),
  houseEdge: z.number(),
  baseMultipliers: z.array(z.number()),
  baseHouseEdge: z.number(),
});
export type PlinkoTable = z.infer<typeof ZPlinkoTable>;

export const ZGetPlinkoTablesResponse = z.array(ZPlinkoTable);
export type GetPlinkoTablesResponse = z.infer<typeof ZGetPlinkoTablesResponse>;
