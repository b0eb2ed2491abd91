import { CRASH_LIVE_MAX_WAIT_MS, type GetCrashLiveRoundResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/games/crash/live/:roundId: the round now (a crash or an automatic cash-out that has happened
 * is settled first). With `waitForEnd`, the server holds the request until the round ends by itself (or
 * for at most CRASH_LIVE_MAX_WAIT_MS): the live crash screen learns of the crash at its instant. Not a
 * cached query.
 */
export function getCrashLiveRound(roundId: string, options: { signal?: AbortSignal; waitForEnd?: boolean } = {}): Promise<GetCrashLiveRoundResponse> {
  return api.get<GetCrashLiveRoundResponse>(`/api/games/crash/live/${encodeURIComponent(roundId)}`, {
    signal: options.signal,
    query: options.waitForEnd ? { waitMs: CRASH_LIVE_MAX_WAIT_MS } : undefined,
  });
}
