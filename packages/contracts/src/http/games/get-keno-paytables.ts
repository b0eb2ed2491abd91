import { z } from 'zod';

/** GET /api/games/keno/paytables: one paytable per pick count; `multipliers[m]` pays for m matches; `rtp` computed exactly. */
export const ZKenoPaytable = z.object({ picks: z.number().int(), multipliers: z.array(z.number()), rtp: z.number() });
export type KenoPaytable = z.infer<typeof ZKenoPaytable>;

export const ZGetKenoPaytablesResponse = z.array(ZKenoPaytable);
export type GetKenoPaytablesResponse = z.infer<typeof ZGetKenoPaytablesResponse>;
