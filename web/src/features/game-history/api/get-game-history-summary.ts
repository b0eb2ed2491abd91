import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetGameHistorySummaryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { gameHistoryQueryKeyRoot, historyFilterQuery, type GameHistoryFilters } from './get-game-history';

/** GET /api/games/history/summary: the stat cards' totals over every round the filters keep, however many pages. */
export const gameHistorySummaryQueryOptions = (filters: GameHistoryFilters) =>
  queryOptions({
    queryKey: [...gameHistoryQueryKeyRoot, 'summary', filters.game, filters.period, filters.search.trim().toLowerCase()],
    queryFn: ({ signal }) => api.get<GetGameHistorySummaryResponse>('/api/games/history/summary', { query: historyFilterQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

export function useGameHistorySummary(filters: GameHistoryFilters) {
  return useQuery(gameHistorySummaryQueryOptions(filters));
}
