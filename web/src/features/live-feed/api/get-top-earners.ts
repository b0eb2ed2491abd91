import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetLeaderboardResponse, LeaderboardUser } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Spec section 9: the leaderboard is polled every 60 s; the landing page shows 5 top earners. */
const POLL_MS = 60_000;
export const TOP_EARNERS_SHOWN = 5;

/**
 * The landing page's top earners, from GET /api/leaderboard: the players who earned the most points,
 * at most 5; an empty list on failure (spec section 7: empty users on failure).
 */
export async function getTopEarners(): Promise<LeaderboardUser[]> {
  try {
    const answer = await api.get<GetLeaderboardResponse | LeaderboardUser[]>('/api/leaderboard');
    const users = Array.isArray(answer) ? answer : answer.users;
    return [...users].sort((a, b) => b.totalEarned - a.totalEarned).slice(0, TOP_EARNERS_SHOWN);
  } catch (error) {
    console.error('Failed to fetch leaderboard', error);
    return [];
  }
}

// A key of its own: the leaderboard feature caches the whole answer under its key.
export const topEarnersQueryOptions = () => queryOptions({ queryKey: ['leaderboard', 'top-earners'], queryFn: getTopEarners, refetchInterval: POLL_MS });

export function useTopEarners() {
  return useQuery(topEarnersQueryOptions());
}
