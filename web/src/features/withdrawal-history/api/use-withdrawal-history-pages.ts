import { useState } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { historyQueryFor, type WithdrawalFilters } from '../components/withdrawal-filters';
import { WITHDRAWAL_HISTORY_PAGE_SIZE, withdrawalHistoryPagesQueryOptions, type WithdrawalHistoryPageRows } from './get-withdrawal-history-pages';
import { mergeWithdrawalPages, type HistorySource, type MergedPages, type SourcePages } from './merge-withdrawal-pages';

interface PagesAnswer {
  data: InfiniteData<WithdrawalHistoryPageRows, unknown> | undefined;
  hasNextPage: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

const NOTHING: SourcePages = { rows: [], hasMore: false, failed: false };

function pagesOf(answer: PagesAnswer): SourcePages {
  // an error with pages kept is an older page that failed: what was read stays listed; the rows of the
  // previous filters shown meanwhile are not paged on
  return { rows: answer.data?.pages.flatMap((p) => p.rows) ?? [], hasMore: answer.hasNextPage && !answer.isPlaceholderData, failed: answer.isError && !answer.data };
}

export interface WithdrawalHistoryPages extends MergedPages {
  isLoading: boolean;
  isLoadingOlder: boolean;
  /** the last "Load older withdrawals" failed */
  olderFailed: boolean;
  loadOlder: () => Promise<void>;
}

/**
 * The Withdrawal History table: the manual and Robux histories under the filters (applied by the wallet),
 * each read page by page, merged in order.
 * "Load older withdrawals" reads the next page of whichever history holds the merged list back, until
 * about a page of rows more is shown or neither history has more.
 */
export function useWithdrawalHistoryPages(filters: WithdrawalFilters): WithdrawalHistoryPages {
  const manual = useInfiniteQuery(withdrawalHistoryPagesQueryOptions('manual', filters));
  const robux = useInfiniteQuery(withdrawalHistoryPagesQueryOptions('robux', filters));
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  // a history the method filter rules out holds nothing here (not even the rows of the previous filters)
  const ruledOut = { manual: historyQueryFor('manual', filters) === null, robux: historyQueryFor('robux', filters) === null };
  const sourcePages = (source: HistorySource, answer: PagesAnswer): SourcePages => (ruledOut[source] ? NOTHING : pagesOf(answer));
  const merged = mergeWithdrawalPages(sourcePages('manual', manual), sourcePages('robux', robux));

  async function loadOlder() {
    setLoadingOlder(true);
    try {
      const read = { manual: sourcePages('manual', manual), robux: sourcePages('robux', robux) };
      let now = mergeWithdrawalPages(read.manual, read.robux);
      const wanted = now.entries.length + WITHDRAWAL_HISTORY_PAGE_SIZE;
      while (now.next && now.entries.length < wanted) {
        const answer = await (now.next === 'manual' ? manual : robux).fetchNextPage();
        if (answer.isFetchNextPageError) return;
        read[now.next] = sourcePages(now.next, answer);
        now = mergeWithdrawalPages(read.manual, read.robux);
      }
    } finally {
      setLoadingOlder(false);
    }
  }

  return {
    ...merged,
    isLoading: manual.isLoading || robux.isLoading,
    isLoadingOlder,
    olderFailed: manual.isFetchNextPageError || robux.isFetchNextPageError,
    loadOlder,
  };
}
