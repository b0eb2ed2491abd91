import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameType, GetGameHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

export type HistoryGameFilter = GameType | 'all';
export type HistoryPeriod = 'all' | 'today' | 'week' | 'month';

export interface GameHistoryFilters {
  game: HistoryGameFilter;
  period: HistoryPeriod;
}

/** Every history query's key starts with this, so one invalidation after a round refreshes them all. */
export const gameHistoryQueryKeyRoot = ['games', 'history'] as const;

/** GET /api/games/history?game=&period=: each parameter is sent only when it is not 'all' (spec section 7). */
export function getGameHistory(filters: GameHistoryFilters): Promise<GetGameHistoryResponse> {
  return api.get<GetGameHistoryResponse>('/api/games/history', {
    query: {
      game: filters.game === 'all' ? undefined : filters.game,
      period: filters.period === 'all' ? undefined : filters.period,
    },
  });
}

export const gameHistoryQueryOptions = (filters: GameHistoryFilters) =>
  queryOptions({ queryKey: [...gameHistoryQueryKeyRoot, filters.game, filters.period], queryFn: () => getGameHistory(filters) });

export function useGameHistory(filters: GameHistoryFilters) {
  return useQuery(gameHistoryQueryOptions(filters));
}
