import { z } from 'zod';
import { ZIgnoredClientOutcome } from './fields.js';
import { ZBlackjackResult } from './blackjack-round.js';

/**
 * POST /api/games/blackjack/result, kept for the spec's client: it only reports the server's result of the
 * round (`roundId`, or the player's latest blackjack round). The client's result and winnings are ignored.
 */
export const ZPostBlackjackResultRequest = z.object({
  roundId: z.string().uuid({ error: 'roundId must be a round id' }).optional(),
  betAmount: ZIgnoredClientOutcome,
  result: ZIgnoredClientOutcome,
  winnings: ZIgnoredClientOutcome,
  playerValue: ZIgnoredClientOutcome,
  dealerValue: ZIgnoredClientOutcome,
});
export type PostBlackjackResultRequest = z.infer<typeof ZPostBlackjackResultRequest>;

export const ZPostBlackjackResultResponse = z.object({
  roundId: z.string(),
  gameOver: z.boolean(),
  result: ZBlackjackResult.nullable(),
  winnings: z.number().int(),
  newBalance: z.number().int().nullable(),
});
export type PostBlackjackResultResponse = z.infer<typeof ZPostBlackjackResultResponse>;
