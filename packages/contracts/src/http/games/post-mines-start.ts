import { z } from 'zod';
import { ZBetAmount } from './fields.js';
import { ZMinesRound } from './mines-round.js';

/** POST /api/games/mines/start: takes the stake and places the mines (one open mines round per player, else 409). */
export const ZPostMinesStartRequest = z.object({
  betAmount: ZBetAmount,
  mineCount: z
    .number({ error: 'mineCount must be a number' })
    .int({ error: 'mineCount must be a whole number' })
    .min(3, { error: 'mineCount must be 3 to 10' })
    .max(10, { error: 'mineCount must be 3 to 10' }),
});
export type PostMinesStartRequest = z.infer<typeof ZPostMinesStartRequest>;

export const ZPostMinesStartResponse = ZMinesRound;
export type PostMinesStartResponse = z.infer<typeof ZPostMinesStartResponse>;
