import { z } from 'zod';
import { ZCrashLiveRound } from './crash-live-round.js';

/** GET /api/games/crash/live/:roundId: the round now (a passed crash or auto cash-out is settled first). */
export const ZGetCrashLiveRoundResponse = ZCrashLiveRound;
export type GetCrashLiveRoundResponse = z.infer<typeof ZGetCrashLiveRoundResponse>;

/** GET /api/games/crash/live/active: the player's running round, if any. */
export const ZGetCrashLiveActiveResponse = z.object({ round: ZCrashLiveRound.nullable() });
export type GetCrashLiveActiveResponse = z.infer<typeof ZGetCrashLiveActiveResponse>;
