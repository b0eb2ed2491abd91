import { z } from 'zod';
import { CRASH_MAX_MULTIPLIER } from './post-crash.js';
import { gameMultiplierField, ZBetAmount, ZRoundReceipt } from './fields.js';
import { ZCrashLiveRound } from './crash-live-round.js';

/** POST /api/games/crash/live/start: takes the stake and starts the clock (one live round per player at a time, else 409). */
export const ZPostCrashLiveStartRequest = z.object({
  betAmount: ZBetAmount,
  /** cash out automatically when the multiplier reaches this */
  autoCashOut: gameMultiplierField('autoCashOut', 1.01, CRASH_MAX_MULTIPLIER).optional(),
});
export type PostCrashLiveStartRequest = z.infer<typeof ZPostCrashLiveStartRequest>;

export const ZPostCrashLiveStartResponse = ZCrashLiveRound.extend(ZRoundReceipt.shape);
export type PostCrashLiveStartResponse = z.infer<typeof ZPostCrashLiveStartResponse>;
