import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAllWithdrawals } from '../api/use-all-withdrawals';
import { HISTORY_PARTLY_UNAVAILABLE, HISTORY_UNAVAILABLE } from './history-unavailable';
import { filterWithdrawals, type MethodFilter, type StatusFilter } from './withdrawal-filters';
import { WithdrawalFilterBar } from './withdrawal-filter-bar';
import { WithdrawalStatCards } from './withdrawal-stat-cards';
import { WithdrawalTable } from './withdrawal-table';

/** /withdrawal-history: both histories merged, with stat cards, filters and the table. */
export function WithdrawalHistoryPage() {
  const { entries, isLoading, failed } = useAllWithdrawals();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [method, setMethod] = useState<MethodFilter>('all');
  const [search, setSearch] = useState('');
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="space-y-6">
      <WithdrawalStatCards />
      <Card>
        <CardContent className="space-y-6 p-6">
          <WithdrawalFilterBar status={status} method={method} search={search} onStatus={setStatus} onMethod={setMethod} onSearch={setSearch} />
          {failed === 'all' ? (
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
              <WithdrawalTable rows={filterWithdrawals(entries, status, method, search)} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
