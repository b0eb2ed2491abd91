import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetLeaderboardResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

// Spec section 9: the leaderboard is polled every 60 s.
const POLL_MS = 60_000;

/** GET /api/leaderboard: top 100 by points and the player count. A failure answers empty users (spec section 7). */
export async function getLeaderboard(): Promise<GetLeaderboardResponse> {
  try {
    return await api.get<GetLeaderboardResponse>('/api/leaderboard');
  } catch (error) {
    console.error('Failed to fetch leaderboard', error);
    return { users: [], totalUsers: 0 };
  }
}

export const leaderboardQueryOptions = () => queryOptions({ queryKey: ['leaderboard'], queryFn: getLeaderboard, refetchInterval: POLL_MS });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
