import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetCrashLiveActiveResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/crash/live/active: the player's running live round, to resume it after a reload. */
export function getCrashLiveActive(): Promise<GetCrashLiveActiveResponse> {
  return api.get<GetCrashLiveActiveResponse>('/api/games/crash/live/active');
}

export const crashLiveActiveQueryOptions = () => queryOptions({ queryKey: ['games', 'crash', 'live', 'active'], queryFn: getCrashLiveActive, gcTime: 0 });

export function useCrashLiveActive() {
  return useQuery(crashLiveActiveQueryOptions());
}
