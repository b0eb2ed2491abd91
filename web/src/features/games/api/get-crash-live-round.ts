import type { GetCrashLiveRoundResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/games/crash/live/:roundId: the round now (a crash or an automatic cash-out that has happened
 * is settled first). Polled by the live crash screen while the multiplier runs, so not a cached query.
 */
export function getCrashLiveRound(roundId: string, signal?: AbortSignal): Promise<GetCrashLiveRoundResponse> {
  return api.get<GetCrashLiveRoundResponse>(`/api/games/crash/live/${encodeURIComponent(roundId)}`, { signal });
}
