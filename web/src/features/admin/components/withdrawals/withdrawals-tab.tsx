import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ResponsiveTable, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { useAdminWithdrawals, type AdminWithdrawalFilter } from '../../api/get-admin-withdrawals';
import { ListState } from '../shared/list-state';
import { Pager } from '../shared/pager';
import { usePageInRange } from '../shared/use-page-in-range';
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

const COLUMNS: readonly ResponsiveTableColumn[] = [
  { label: 'User' },
  { label: 'Method' },
  { label: 'Amount (pts)', align: 'right' },
  { label: 'USD', align: 'right' },
  { label: 'Details' },
  { label: 'Status' },
  { label: 'Actions', align: 'right' },
];

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
  usePageInRange(page, data, setPage);

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
        <ResponsiveTable columns={COLUMNS} data-testid="admin-withdrawals-table">
          {data?.withdrawals.map((w) => (
            <WithdrawalRow key={w.id} withdrawal={w} />
          ))}
        </ResponsiveTable>
      </ListState>
      {data ? <Pager id="admin-withdrawals-pager" page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} disabled={isFetching} /> : null}
    </div>
  );
}
