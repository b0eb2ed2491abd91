import { z } from 'zod';
import { ZPlinkoRisk } from './post-plinko.js';

/** GET /api/games/plinko/tables: the multipliers of every (rows, risk), slot 0 to rows; `rtp` computed exactly (binomial). */
export const ZPlinkoTable = z.object({ rows: z.number().int(), risk: ZPlinkoRisk, multipliers: z.array(z.number()), rtp: z.number() });
export type PlinkoTable = z.infer<typeof ZPlinkoTable>;

export const ZGetPlinkoTablesResponse = z.array(ZPlinkoTable);
export type GetPlinkoTablesResponse = z.infer<typeof ZGetPlinkoTablesResponse>;
