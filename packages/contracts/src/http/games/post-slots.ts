import { z } from 'zod';
import { ZBetAmount, ZIgnoredClientOutcome, ZRoundReceipt } from './fields.js';

export const slotSymbols = ['cherry', 'lemon', 'orange', 'grapes', 'bell', 'star', 'diamond'] as const;
export const ZSlotSymbol = z.enum(slotSymbols);
export type SlotSymbol = z.infer<typeof ZSlotSymbol>;

/** POST /api/games/slots: three reels; three of a kind pays the symbol's value, any two alike 1.5x. `symbols` from the client is ignored. */
export const ZPostSlotsRequest = z.object({ betAmount: ZBetAmount, symbols: ZIgnoredClientOutcome });
export type PostSlotsRequest = z.infer<typeof ZPostSlotsRequest>;

export const ZPostSlotsResponse = ZRoundReceipt.extend({
  symbols: z.array(ZSlotSymbol).length(3),
  multiplier: z.number(),
  winnings: z.number().int(),
  isWin: z.boolean(),
});
export type PostSlotsResponse = z.infer<typeof ZPostSlotsResponse>;
