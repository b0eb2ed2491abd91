import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GetTransactionsResponse, Transaction } from '@app/contracts';
import { api } from '@/lib/api-client';

/** How many entries the Transaction History shows at first and adds with each "Load more". */
export const TRANSACTIONS_PAGE_SIZE = 50;

export interface TransactionsPage {
  entries: Transaction[];
  /** the `before` of the next (older) page, or null when these are the oldest entries */
  nextCursor: string | null;
}

/**
 * GET /api/user/transactions?before=&limit=: one page of the player's ledger, newest first. It asks for
 * one entry more than it shows, only to know whether older entries exist (so "Load more" is offered
 * only when there is more); the next page starts below the last entry shown.
 */
export async function getTransactionsPage(before: string | null, signal?: AbortSignal): Promise<TransactionsPage> {
  const query = { limit: TRANSACTIONS_PAGE_SIZE + 1, before };
  const rows = await api.get<GetTransactionsResponse>('/api/user/transactions', { query, ...(signal ? { signal } : {}) });
  const entries = rows.slice(0, TRANSACTIONS_PAGE_SIZE);
  return { entries, nextCursor: rows.length > TRANSACTIONS_PAGE_SIZE ? entries.at(-1)!.cursor : null };
}

/**
 * The pages read so far, newest first. A refetch (after a bet, a claim, a withdrawal) reads them again
 * from the newest, each page starting below the one refetched before it, so nothing repeats or goes missing.
 */
export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['user', 'transactions'],
    queryFn: ({ pageParam, signal }) => getTransactionsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });

export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions());
}
