import type { z } from 'zod';
import { ZBlackjackActionRequest, ZBlackjackRound } from './blackjack-round.js';

/**
 * POST /api/games/blackjack/split {roundId}: on a first pair of the same rank, once; takes a second stake
 * (the bet) and plays two hands in turn.
 */
export const ZPostBlackjackSplitRequest = ZBlackjackActionRequest;
export type PostBlackjackSplitRequest = z.infer<typeof ZPostBlackjackSplitRequest>;
export const ZPostBlackjackSplitResponse = ZBlackjackRound;
export type PostBlackjackSplitResponse = z.infer<typeof ZPostBlackjackSplitResponse>;
