import { z } from 'zod';
import { ZMinesRound } from './mines-round.js';

/**
 * POST /api/games/mines/reveal: reveals one tile of the player's open round (or of `roundId`, which must be
 * theirs: else 404). A mine ends the round; the last safe tile cashes out automatically. Over: 409.
 */
export const ZPostMinesRevealRequest = z.object({
  tileIndex: z.number({ error: 'tileIndex must be a number' }).int({ error: 'tileIndex must be 0 to 24' }).min(0, { error: 'tileIndex must be 0 to 24' }).max(24, { error: 'tileIndex must be 0 to 24' }),
  roundId: z.string().uuid({ error: 'roundId must be a round id' }).optional(),
});
export type PostMinesRevealRequest = z.infer<typeof ZPostMinesRevealRequest>;

export const ZPostMinesRevealResponse = ZMinesRound;
export type PostMinesRevealResponse = z.infer<typeof ZPostMinesRevealResponse>;
