import { z } from 'zod';
import { gameStakeField, ZCard, ZRoundReceipt } from './fields.js';

/**
 * POST /api/games/baccarat (punto banco, infinite deck): bets on player (pays 0.95:1), banker (0.90:1)
 * and tie (9:1); a tie returns the player and banker bets (BACCARAT_PAYS100 in baccarat-paytable.ts).
 */
export const ZPostBaccaratRequest = z.object({
  bets: z
    .object({ player: gameStakeField('player').optional(), banker: gameStakeField('banker').optional(), tie: gameStakeField('tie').optional() }, { error: 'bets must be an object' })
    .refine((b) => b.player !== undefined || b.banker !== undefined || b.tie !== undefined, { error: 'bets: place at least one bet' }),
});
export type PostBaccaratRequest = z.infer<typeof ZPostBaccaratRequest>;

export const ZBaccaratWinner = z.enum(['player', 'banker', 'tie']);

export const ZPostBaccaratResponse = ZRoundReceipt.extend({
  playerCards: z.array(ZCard),
  bankerCards: z.array(ZCard),
  playerValue: z.number().int(),
  bankerValue: z.number().int(),
  winner: ZBaccaratWinner,
  totalBet: z.number().int(),
  winnings: z.number().int(),
  pointsDelta: z.number().int(),
  isWin: z.boolean(),
});
export type PostBaccaratResponse = z.infer<typeof ZPostBaccaratResponse>;
