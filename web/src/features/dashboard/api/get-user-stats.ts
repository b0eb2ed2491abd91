import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetUserStatsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/user/stats: game totals, rank, points and the 5 newest ledger entries. Games do not invalidate it, so each screen that shows it refetches on mount. */
export function getUserStats(): Promise<GetUserStatsResponse> {
  return api.get<GetUserStatsResponse>('/api/user/stats');
}

export const userStatsQueryOptions = () => queryOptions({ queryKey: ['user', 'stats'], queryFn: getUserStats, refetchOnMount: 'always' });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
