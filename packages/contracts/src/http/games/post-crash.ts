import { z } from 'zod';
import { gameMultiplierField, ZBetAmount, ZIgnoredClientOutcome, ZRoundReceipt } from './fields.js';

/** The highest multiplier a crash bet can cash out at (auto or live). */
export const CRASH_MAX_MULTIPLIER = 1000;

/**
 * POST /api/games/crash, the one-call form: an automatic cash-out at `cashOutMultiplier`. The server draws
 * the crash point (P(crash ≥ m) = (1 − edge) / m, minimum 1.00); it pays betAmount × cashOutMultiplier
 * when the crash point is at least that. `crashed` from the client is ignored.
 */
export const ZPostCrashRequest = z.object({
  betAmount: ZBetAmount,
  cashOutMultiplier: gameMultiplierField('cashOutMultiplier', 1.01, CRASH_MAX_MULTIPLIER),
  crashed: ZIgnoredClientOutcome,
});
export type PostCrashRequest = z.infer<typeof ZPostCrashRequest>;

export const ZPostCrashResponse = ZRoundReceipt.extend({
  crashPoint: z.number(),
  cashOutMultiplier: z.number(),
  isWin: z.boolean(),
  /** points paid back (0 when it crashed first) */
  winnings: z.number().int(),
});
export type PostCrashResponse = z.infer<typeof ZPostCrashResponse>;
