import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetRecentActivityResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Spec section 9: the public recent activity is polled every 10 s. */
const POLL_MS = 10_000;

/** GET /api/public/recent-activity (no login): the last settled rounds, newest first; an empty list on failure. */
export async function getPublicRecentActivity(): Promise<GetRecentActivityResponse> {
  try {
    return await api.get<GetRecentActivityResponse>('/api/public/recent-activity');
  } catch (error) {
    console.error('Failed to fetch recent activity', error);
    return [];
  }
}

export const publicRecentActivityQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'recent-activity'], queryFn: getPublicRecentActivity, refetchInterval: POLL_MS });

export function usePublicRecentActivity() {
  return useQuery(publicRecentActivityQueryOptions());
}
