import type { z } from 'zod';
import { ZBlackjackActionRequest, ZBlackjackRound } from './blackjack-round.js';

/**
 * POST /api/games/blackjack/double {roundId}: on exactly two cards (after a split: of the hand in play);
 * takes a second stake, one card, then that hand stands.
 */
export const ZPostBlackjackDoubleRequest = ZBlackjackActionRequest;
export type PostBlackjackDoubleRequest = z.infer<typeof ZPostBlackjackDoubleRequest>;
export const ZPostBlackjackDoubleResponse = ZBlackjackRound;
export type PostBlackjackDoubleResponse = z.infer<typeof ZPostBlackjackDoubleResponse>;
