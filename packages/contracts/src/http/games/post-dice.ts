import { z } from 'zod';
import { ZBetAmount, ZRoundReceipt } from './fields.js';

/** POST /api/games/dice: a six-sided die; over wins on 4–6, under on 1–3; a win pays 2 × (1 − house edge) (1.8x). */
export const ZPostDiceRequest = z.object({
  betAmount: ZBetAmount,
  prediction: z.enum(['over', 'under'], { error: "prediction must be 'over' or 'under'" }),
});
export type PostDiceRequest = z.infer<typeof ZPostDiceRequest>;

export const ZPostDiceResponse = ZRoundReceipt.extend({
  diceResult: z.number().int().min(1).max(6),
  prediction: z.enum(['over', 'under']),
  isWin: z.boolean(),
  multiplier: z.number(),
  /** points paid back (0 on a loss) */
  winAmount: z.number().int(),
});
export type PostDiceResponse = z.infer<typeof ZPostDiceResponse>;
