import { z } from 'zod';
import { ZBlackjackRound } from './blackjack-round.js';

/**
 * GET /api/games/blackjack/active: the player's unfinished blackjack round as they see it (the dealer's hole
 * card hidden, no future card), or null. The server still stands a hand left untouched (GAMES_BLACKJACK_IDLE_MS).
 */
export const ZGetBlackjackActiveResponse = z.object({ round: ZBlackjackRound.nullable() });
export type GetBlackjackActiveResponse = z.infer<typeof ZGetBlackjackActiveResponse>;
