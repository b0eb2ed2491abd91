import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStatsResponse } from '@app/contracts/http/public/get-public-stats';
import { api } from '@/lib/api-client';

// Spec section 9: public stats are polled every 30 s.
const POLL_MS = 30_000;

/** GET /api/public/stats. A failure is logged and answers null, which the strip shows as dashes. */
export async function getPublicStats(): Promise<PublicStatsResponse | null> {
  try {
    return await api.get<PublicStatsResponse>('/api/public/stats');
  } catch (error) {
    console.error('Failed to fetch stats', error);
    return null;
  }
}

export const publicStatsQueryOptions = () => queryOptions({ queryKey: ['public', 'stats'], queryFn: getPublicStats, refetchInterval: POLL_MS });

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions());
}
