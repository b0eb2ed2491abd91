import { z } from 'zod';
import { ZMinesRound } from './mines-round.js';

/** GET /api/games/mines/active: the player's open mines round (it never expires), or null. */
export const ZGetMinesActiveResponse = z.object({ round: ZMinesRound.nullable() });
export type GetMinesActiveResponse = z.infer<typeof ZGetMinesActiveResponse>;
