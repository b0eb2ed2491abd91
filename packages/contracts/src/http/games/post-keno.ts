import { z } from 'zod';
import { ZBetAmount, ZRoundReceipt } from './fields.js';

/** POST /api/games/keno: pick 1–10 distinct numbers of 1–80; the server draws 20; the paytable of the pick count pays by matches. */
export const ZPostKenoRequest = z.object({
  betAmount: ZBetAmount,
  selectedNumbers: z
    .array(z.number({ error: 'selectedNumbers: numbers 1 to 80' }).int({ error: 'selectedNumbers: numbers 1 to 80' }).min(1, { error: 'selectedNumbers: numbers 1 to 80' }).max(80, { error: 'selectedNumbers: numbers 1 to 80' }), {
      error: 'selectedNumbers must be a list of numbers',
    })
    .min(1, { error: 'selectedNumbers: pick 1 to 10 numbers' })
    .max(10, { error: 'selectedNumbers: pick 1 to 10 numbers' })
    .refine((ns) => new Set(ns).size === ns.length, { error: 'selectedNumbers: each number once' }),
});
export type PostKenoRequest = z.infer<typeof ZPostKenoRequest>;

export const ZPostKenoResponse = ZRoundReceipt.extend({
  /** the 20 numbers drawn, in draw order */
  drawnNumbers: z.array(z.number().int()),
  selectedNumbers: z.array(z.number().int()),
  /** selected numbers that were drawn */
  hits: z.array(z.number().int()),
  matches: z.number().int(),
  multiplier: z.number(),
  winnings: z.number().int(),
  isWin: z.boolean(),
});
export type PostKenoResponse = z.infer<typeof ZPostKenoResponse>;
