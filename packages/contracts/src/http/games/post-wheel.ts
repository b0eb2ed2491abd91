import { z } from 'zod';
import { ZBetAmount, ZIgnoredClientOutcome, ZRoundReceipt } from './fields.js';

/** POST /api/games/wheel: the server picks the segment (each with the odds GET /api/games/wheel/segments publishes). `segmentIndex` from the client is ignored. */
export const ZPostWheelRequest = z.object({ betAmount: ZBetAmount, segmentIndex: ZIgnoredClientOutcome });
export type PostWheelRequest = z.infer<typeof ZPostWheelRequest>;

export const ZPostWheelResponse = ZRoundReceipt.extend({
  segmentIndex: z.number().int(),
  /** the segment's label ('BANKRUPT', '1.5x', ...) */
  segment: z.string(),
  multiplier: z.number(),
  winnings: z.number().int(),
  isWin: z.boolean(),
});
export type PostWheelResponse = z.infer<typeof ZPostWheelResponse>;
