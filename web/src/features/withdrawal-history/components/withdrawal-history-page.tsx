import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useWithdrawalHistoryPages } from '../api/use-withdrawal-history-pages';
import { HISTORY_PARTLY_UNAVAILABLE, HISTORY_UNAVAILABLE } from './history-unavailable';
import type { MethodFilter, StatusFilter } from './withdrawal-filters';
import { WithdrawalFilterBar } from './withdrawal-filter-bar';
import { WithdrawalStatCards } from './withdrawal-stat-cards';
import { WithdrawalTable } from './withdrawal-table';

// The search goes to the wallet once the typing pauses.
const SEARCH_PAUSE_MS = 300;

/**
 * /withdrawal-history: both histories merged, with stat cards (over every withdrawal, whatever the
 * filters), the filters (applied by the wallet, so they reach withdrawals not read yet) and the table,
 * which reads older withdrawals with "Load older withdrawals".
 */
export function WithdrawalHistoryPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [method, setMethod] = useState<MethodFilter>('all');
  const [search, setSearch] = useState('');
  const history = useWithdrawalHistoryPages({ status, method, search: useDebouncedValue(search, SEARCH_PAUSE_MS) });
  const { entries, isLoading, failed } = history;
  return (
    <div className="space-y-6">
      <WithdrawalStatCards />
      <Card>
        <CardContent className="space-y-6 p-6">
          <WithdrawalFilterBar status={status} method={method} search={search} onStatus={setStatus} onMethod={setMethod} onSearch={setSearch} />
          {isLoading ? (
            // only the table waits: the filters keep their focus while a history first answers under new ones
            <Skeleton className="h-96 w-full" data-testid="withdrawals-loading" />
          ) : failed === 'all' ? (
            <p className="py-10 text-center text-muted-foreground" data-testid="withdrawals-unavailable">
              {HISTORY_UNAVAILABLE}
            </p>
          ) : (
            <>
              {failed === 'some' ? (
                <Alert variant="warning" data-testid="withdrawals-partly-unavailable">
                  <TriangleAlert aria-hidden />
                  <AlertDescription className="text-foreground">{HISTORY_PARTLY_UNAVAILABLE}</AlertDescription>
                </Alert>
              ) : null}
              <WithdrawalTable rows={entries} />
              {history.hasMore ? (
                <LoadMore
                  label="Load older withdrawals"
                  loading={history.isLoadingOlder}
                  failure={history.olderFailed ? 'Older withdrawals could not be loaded. Please try again.' : null}
                  onLoad={() => void history.loadOlder()}
                  testId="withdrawals-load-more"
                  failureTestId="withdrawals-more-error"
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
