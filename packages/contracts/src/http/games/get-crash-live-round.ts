import { z } from 'zod';
import { ZCrashLiveRound } from './crash-live-round.js';

/** The longest a GET of a live round may be held open waiting for the round to end. */
export const CRASH_LIVE_MAX_WAIT_MS = 10_000;

/**
 * GET /api/games/crash/live/:roundId?waitMs=: with waitMs, a running round is answered when it ends by
 * itself (the crash, an automatic cash-out) or after waitMs, whichever comes first: the browser learns of
 * the crash at its instant with one request per round instead of polling.
 */
export const ZGetCrashLiveRoundQuery = z.object({
  waitMs: z.coerce
    .number({ error: 'waitMs must be a number of milliseconds' })
    .int({ error: 'waitMs must be a whole number of milliseconds' })
    .min(0, { error: 'waitMs must be at least 0' })
    .max(CRASH_LIVE_MAX_WAIT_MS, { error: `waitMs must be at most ${CRASH_LIVE_MAX_WAIT_MS}` })
    .default(0),
});
export type GetCrashLiveRoundQuery = z.input<typeof ZGetCrashLiveRoundQuery>;

/** GET /api/games/crash/live/:roundId: the round now (a passed crash or auto cash-out is settled first). */
export const ZGetCrashLiveRoundResponse = ZCrashLiveRound;
export type GetCrashLiveRoundResponse = z.infer<typeof ZGetCrashLiveRoundResponse>;

/** GET /api/games/crash/live/active: the player's running round, if any. */
export const ZGetCrashLiveActiveResponse = z.object({ round: ZCrashLiveRound.nullable() });
export type GetCrashLiveActiveResponse = z.infer<typeof ZGetCrashLiveActiveResponse>;
