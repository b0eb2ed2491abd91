import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { WithdrawalEntry, WithdrawalHistoryQuery } from '@app/contracts';
import { api } from '@/lib/api-client';
import { historyQueryFor, type WithdrawalFilters } from '../components/withdrawal-filters';
import { automatedWithdrawalHistoryQueryOptions } from './get-automated-withdrawal-history';
import { withdrawalHistoryQueryOptions } from './get-withdrawal-history';
import type { HistorySource } from './merge-withdrawal-pages';

/** How many withdrawals of each history the Withdrawal History page reads at a time. */
export const WITHDRAWAL_HISTORY_PAGE_SIZE = 50;

const sources = {
  manual: { path: '/api/withdrawal/history', rootKey: withdrawalHistoryQueryOptions().queryKey },
  robux: { path: '/api/automated-withdrawal/history', rootKey: automatedWithdrawalHistoryQueryOptions().queryKey },
} as const;

export interface WithdrawalHistoryPageRows {
  rows: WithdrawalEntry[];
  /** the `before` of the next (older) page, or null when these are the oldest of this history */
  nextCursor: string | null;
}

type FilterQuery = Pick<WithdrawalHistoryQuery, 'status' | 'method' | 'search'>;

/**
 * One page of one history under the filters, newest first. It asks for one withdrawal more than it
 * keeps, only to know whether older ones exist.
 */
export async function getWithdrawalHistoryPage(source: HistorySource, filters: FilterQuery, before: string | null, signal?: AbortSignal): Promise<WithdrawalHistoryPageRows> {
  const query = { ...filters, before: before ?? undefined, limit: WITHDRAWAL_HISTORY_PAGE_SIZE + 1 } satisfies WithdrawalHistoryQuery;
  const answered = await api.get<WithdrawalEntry[]>(sources[source].path, { query, ...(signal ? { signal } : {}) });
  const rows = answered.slice(0, WITHDRAWAL_HISTORY_PAGE_SIZE);
  return { rows, nextCursor: answered.length > WITHDRAWAL_HISTORY_PAGE_SIZE ? rows.at(-1)!.id : null };
}

/**
 * The pages read so far of one history under the filters, under that history's key (whatever refreshes
 * the history refreshes them). A history the method filter rules out is not asked (`enabled` false).
 */
export const withdrawalHistoryPagesQueryOptions = (source: HistorySource, filters: WithdrawalFilters) => {
  const query = historyQueryFor(source, filters);
  return infiniteQueryOptions({
    queryKey: [...sources[source].rootKey, 'pages', query?.status ?? 'all', query?.method ?? 'all', query?.search?.toLowerCase() ?? ''],
    queryFn: ({ pageParam, signal }) => getWithdrawalHistoryPage(source, query ?? {}, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: query !== null,
    refetchOnMount: 'always',
    // a change of filter keeps the rows shown until the new ones come, instead of a blank table meanwhile
    placeholderData: keepPreviousData,
  });
};
