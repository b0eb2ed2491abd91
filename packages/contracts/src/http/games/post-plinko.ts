import { z } from 'zod';
import { ZBetAmount, ZRoundReceipt } from './fields.js';

export const ZPlinkoRisk = z.enum(['low', 'medium', 'high'], { error: "risk must be 'low', 'medium' or 'high'" });
export type PlinkoRisk = z.infer<typeof ZPlinkoRisk>;

/** POST /api/games/plinko: the ball goes left or right at each of `rows` pegs (even odds); the slot it lands in (number of rights) pays its multiplier. */
export const ZPostPlinkoRequest = z.object({
  betAmount: ZBetAmount,
  rows: z.number({ error: 'rows must be a number' }).int({ error: 'rows must be 8 to 16' }).min(8, { error: 'rows must be 8 to 16' }).max(16, { error: 'rows must be 8 to 16' }),
  risk: ZPlinkoRisk,
});
export type PostPlinkoRequest = z.infer<typeof ZPostPlinkoRequest>;

export const ZPostPlinkoResponse = ZRoundReceipt.extend({
  rows: z.number().int(),
  risk: ZPlinkoRisk,
  /** one entry per row: 0 = left, 1 = right */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  /** 0 (far left) .. rows (far right) */
  slot: z.number().int(),
  multiplier: z.number(),
  winnings: z.number().int(),
  isWin: z.boolean(),
});
export type PostPlinkoResponse = z.infer<typeof ZPostPlinkoResponse>;
