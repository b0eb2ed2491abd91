import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GameResult, GameType, GetGameHistoryQuery, GetGameHistoryResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

export type HistoryGameFilter = GameType | 'all';
export type HistoryPeriod = 'all' | 'today' | 'week' | 'month';

export interface GameHistoryFilters {
  game: HistoryGameFilter;
  period: HistoryPeriod;
  /** the search over game names, as typed ('' for none) */
  search: string;
}

/** How many rounds the Game History page shows at first and adds with each "Load older rounds". */
export const GAME_HISTORY_PAGE_SIZE = 50;

/** Every history query's key starts with this, so one invalidation after a round refreshes them all (rows and totals). */
export const gameHistoryQueryKeyRoot = ['games', 'history'] as const;

/** The filters as GET /api/games/history and its summary take them: each sent only when it filters (spec section 7). */
export function historyFilterQuery(filters: GameHistoryFilters): Pick<GetGameHistoryQuery, 'game' | 'period' | 'search'> {
  const search = filters.search.trim();
  return {
    game: filters.game === 'all' ? undefined : filters.game,
    period: filters.period === 'all' ? undefined : filters.period,
    search: search === '' ? undefined : search,
  };
}

export interface GameHistoryPage {
  rows: GameResult[];
  /** the `before` of the next (older) page, or null when these are the oldest rounds */
  nextCursor: string | null;
}

/**
 * One page of the player's rounds, newest first. It asks for one round more than it shows, only to know
 * whether older ones exist (so "Load older rounds" is offered only when there are more).
 */
export async function getGameHistoryPage(filters: GameHistoryFilters, before: string | null, signal?: AbortSignal): Promise<GameHistoryPage> {
  const query = { ...historyFilterQuery(filters), before: before ?? undefined, limit: GAME_HISTORY_PAGE_SIZE + 1 };
  const answered = await api.get<GetGameHistoryResponse>('/api/games/history', { query, ...(signal ? { signal } : {}) });
  const rows = answered.slice(0, GAME_HISTORY_PAGE_SIZE);
  return { rows, nextCursor: answered.length > GAME_HISTORY_PAGE_SIZE ? rows.at(-1)!.id : null };
}

export const gameHistoryPagesQueryOptions = (filters: GameHistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...gameHistoryQueryKeyRoot, 'rows', filters.game, filters.period, filters.search.trim().toLowerCase()],
    queryFn: ({ pageParam, signal }) => getGameHistoryPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // a change of filter keeps the rows shown until the new ones come, instead of a blank table meanwhile
    placeholderData: keepPreviousData,
  });

/** The Game History table: the pages read so far under these filters. */
export function useGameHistoryPages(filters: GameHistoryFilters) {
  return useInfiniteQuery(gameHistoryPagesQueryOptions(filters));
}

/** The player's latest rounds (as many as one answer holds), for a picker such as the fairness verifier's. */
export function useRecentRounds() {
  return useQuery(
    queryOptions({
      queryKey: [...gameHistoryQueryKeyRoot, 'recent'],
      queryFn: ({ signal }) => api.get<GetGameHistoryResponse>('/api/games/history', { signal }),
    }),
  );
}
