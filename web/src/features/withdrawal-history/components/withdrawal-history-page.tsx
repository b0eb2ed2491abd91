import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAllWithdrawals } from '../api/use-all-withdrawals';
import { filterWithdrawals, type MethodFilter, type StatusFilter } from './withdrawal-filters';
import { WithdrawalFilterBar } from './withdrawal-filter-bar';
import { WithdrawalStatCards } from './withdrawal-stat-cards';
import { WithdrawalTable } from './withdrawal-table';

/** /withdrawal-history: both histories merged, with stat cards, filters and the table. */
export function WithdrawalHistoryPage() {
  const { entries, isLoading, isError } = useAllWithdrawals();
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
          {isError ? (
            <p className="py-10 text-center text-muted-foreground">Withdrawal history is unavailable right now.</p>
          ) : (
            <WithdrawalTable rows={filterWithdrawals(entries, status, method, search)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
