import type { z } from 'zod';
import { ZBlackjackActionRequest, ZBlackjackRound } from './blackjack-round.js';

/** POST /api/games/blackjack/stand {roundId}: the dealer plays (draws to 17) and the round settles. */
export const ZPostBlackjackStandRequest = ZBlackjackActionRequest;
export type PostBlackjackStandRequest = z.infer<typeof ZPostBlackjackStandRequest>;
export const ZPostBlackjackStandResponse = ZBlackjackRound;
export type PostBlackjackStandResponse = z.infer<typeof ZPostBlackjackStandResponse>;
