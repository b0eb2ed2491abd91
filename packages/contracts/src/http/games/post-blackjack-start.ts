import { z } from 'zod';
import { ZBetAmount } from './fields.js';
import { ZBlackjackRound } from './blackjack-round.js';

/** POST /api/games/blackjack/start: takes the stake and deals (one open blackjack round per player, else 409). */
export const ZPostBlackjackStartRequest = z.object({ betAmount: ZBetAmount });
export type PostBlackjackStartRequest = z.infer<typeof ZPostBlackjackStartRequest>;

export const ZPostBlackjackStartResponse = ZBlackjackRound;
export type PostBlackjackStartResponse = z.infer<typeof ZPostBlackjackStartResponse>;
