import { z } from 'zod';

/**
 * A live crash round as the player sees it. The multiplier grows on SERVER time:
 * multiplier(t) = 1 + growthPerSecond × t seconds, in hundredths floor(100 + t_ms / 20) (0.5x per second),
 * up to maxMultiplier. The crash point is only sent once the round is over.
 */
export const ZCrashLiveRound = z.object({
  roundId: z.string(),
  status: z.enum(['running', 'cashed_out', 'crashed']),
  betAmount: z.number().int(),
  /** ISO time the multiplier started at 1.00 (server clock) */
  startedAt: z.string(),
  /** the server's clock when this answer was made, to align the animation */
  serverTime: z.string(),
  growthPerSecond: z.number(),
  maxMultiplier: z.number(),
  autoCashOut: z.number().nullable(),
  /** now (running), the cash-out multiplier (cashed_out) or the crash point (crashed) */
  multiplier: z.number(),
  cashOutMultiplier: z.number().nullable(),
  crashPoint: z.number().nullable(),
  winnings: z.number().int(),
});
export type CrashLiveRound = z.infer<typeof ZCrashLiveRound>;
