import { z } from 'zod';
import { ZCrashLiveRound } from './crash-live-round.js';

/**
 * POST /api/games/crash/live/cashout: cashes out at the multiplier of the server's clock when the request
 * arrives (it must have reached 1.01x). Too late (already crashed) answers the crashed round; a round
 * already over answers 409; another player's round 404.
 */
export const ZPostCrashLiveCashoutRequest = z.object({ roundId: z.string().uuid({ error: 'roundId must be a round id' }) });
export type PostCrashLiveCashoutRequest = z.infer<typeof ZPostCrashLiveCashoutRequest>;

export const ZPostCrashLiveCashoutResponse = ZCrashLiveRound.extend({ balance: z.number().int().nullable() });
export type PostCrashLiveCashoutResponse = z.infer<typeof ZPostCrashLiveCashoutResponse>;
