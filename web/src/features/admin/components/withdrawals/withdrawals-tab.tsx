import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminWithdrawals, type AdminWithdrawalFilter } from '../../api/get-admin-withdrawals';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { WithdrawalRow } from './withdrawal-row';

const FILTER_LABELS: Record<AdminWithdrawalFilter, string> = {
  all: 'All',
  pending: 'Pending',
  awaiting_payment: 'Awaiting payment',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  failed: 'Failed',
};
const FILTERS = Object.keys(FILTER_LABELS) as AdminWithdrawalFilter[];

function isFilter(value: string): value is AdminWithdrawalFilter {
  return Object.hasOwn(FILTER_LABELS, value);
}

/**
 * Both kinds of withdrawal, newest first, 20 a page, filterable by status; 'Awaiting payment' lists the
 * approved ones an admin still has to pay by hand and mark paid.
 */
export function WithdrawalsTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<AdminWithdrawalFilter>('all');
  const { data, isPending, error, isFetching } = useAdminWithdrawals(page, status);

  return (
    <div className="space-y-4">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="admin-withdrawal-status">Status</Label>
        <NativeSelect
          id="admin-withdrawal-status"
          value={status}
          onChange={(e) => {
            if (isFilter(e.target.value)) setStatus(e.target.value);
            setPage(1);
          }}
          data-testid="admin-withdrawal-status"
        >
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ListState id="admin-withdrawals" isPending={isPending} error={error} isEmpty={!data?.withdrawals.length} emptyText="No withdrawals found.">
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-withdrawals-table">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">User</th>
                <th className="px-3 py-2 font-medium">Method</th>
                <th className="px-3 py-2 text-right font-medium">Amount (pts)</th>
                <th className="px-3 py-2 text-right font-medium">USD</th>
                <th className="px-3 py-2 font-medium">Details</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.withdrawals.map((w) => (
                <WithdrawalRow key={w.id} withdrawal={w} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {data ? <Pager id="admin-withdrawals-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
