import type { z } from 'zod';
import { ZBlackjackActionRequest, ZBlackjackRound } from './blackjack-round.js';

/** POST /api/games/blackjack/hit {roundId}: one more card; over 21 loses, 21 stands automatically. */
export const ZPostBlackjackHitRequest = ZBlackjackActionRequest;
export type PostBlackjackHitRequest = z.infer<typeof ZPostBlackjackHitRequest>;
export const ZPostBlackjackHitResponse = ZBlackjackRound;
export type PostBlackjackHitResponse = z.infer<typeof ZPostBlackjackHitResponse>;
