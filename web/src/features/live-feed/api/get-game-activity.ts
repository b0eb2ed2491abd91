import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity, GetGameRecentActivityResponse } from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';

/** Spec section 9: game activity is polled every 30 s. */
const POLL_MS = 30_000;

/** GET /api/games/recent-activity: the latest settled rounds of every player; a 401 gives an empty list. */
export async function getGameActivity(): Promise<Activity[]> {
  try {
    const answer = await api.get<GetGameRecentActivityResponse>('/api/games/recent-activity');
    return answer.activities;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return [];
    throw error;
  }
}

export const gameActivityQueryOptions = () => queryOptions({ queryKey: ['games', 'recent-activity'], queryFn: getGameActivity, refetchInterval: POLL_MS });

export function useGameActivity() {
  return useQuery(gameActivityQueryOptions());
}
