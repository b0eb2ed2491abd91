import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetGameStatsResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/games/stats: gamesPlayed, totalWagered, totalWon, netProfit over the player's settled rounds. */
export function getGameStats(): Promise<GetGameStatsResponse> {
  return api.get<GetGameStatsResponse>('/api/games/stats');
}

export const gameStatsQueryOptions = () => queryOptions({ queryKey: ['games', 'stats'], queryFn: getGameStats });

export function useGameStats() {
  return useQuery(gameStatsQueryOptions());
}
