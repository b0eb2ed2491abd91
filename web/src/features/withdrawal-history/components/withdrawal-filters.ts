import type { WithdrawalHistoryQuery } from '@app/contracts';
import type { HistorySource } from '../api/merge-withdrawal-pages';

/** Status groups as the cards count them: 'pending' also covers approved, 'failed' also covers rejected. */
export type StatusFilter = 'all' | 'pending' | 'completed' | 'failed';
/** Crypto and Gift Card are offered as the spec's filter lists them, though no history holds them yet. */
export type MethodFilter = 'all' | 'robux' | 'crypto' | 'giftcard' | 'paypal' | 'zelle' | 'cashapp';

export interface WithdrawalFilters {
  status: StatusFilter;
  method: MethodFilter;
  /** as typed ('' for none); the wallet drops the table's "..." and case */
  search: string;
}

const methodsOf: Record<HistorySource, readonly MethodFilter[]> = { manual: ['paypal', 'zelle', 'cashapp'], robux: ['robux'] };

/**
 * The filters as one history's call takes them (the wallet applies them to every page), or null when the
 * method filter rules that whole history out, so it is not asked at all.
 */
export function historyQueryFor(source: HistorySource, filters: WithdrawalFilters): Pick<WithdrawalHistoryQuery, 'status' | 'method' | 'search'> | null {
  if (filters.method !== 'all' && !methodsOf[source].includes(filters.method)) return null;
  const search = filters.search.trim();
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    method: filters.method === 'all' ? undefined : (filters.method as WithdrawalHistoryQuery['method']),
    search: search === '' ? undefined : search,
  };
}
