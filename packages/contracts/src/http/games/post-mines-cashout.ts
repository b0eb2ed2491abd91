import { z } from 'zod';
import { ZMinesRound } from './mines-round.js';

/** POST /api/games/mines/cashout: pays the current multiplier (at least one safe tile needed); once only (409 after). */
export const ZPostMinesCashoutRequest = z.object({
  roundId: z.string().uuid({ error: 'roundId must be a round id' }).optional(),
});
export type PostMinesCashoutRequest = z.infer<typeof ZPostMinesCashoutRequest>;

export const ZPostMinesCashoutResponse = ZMinesRound;
export type PostMinesCashoutResponse = z.infer<typeof ZPostMinesCashoutResponse>;
