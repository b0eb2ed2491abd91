import { FilterSearch, FilterSelect, type FilterOption } from '@/components/ui/filter-fields';
import type { MethodFilter, StatusFilter } from './withdrawal-filters';

interface Props {
  status: StatusFilter;
  method: MethodFilter;
  search: string;
  onStatus: (v: StatusFilter) => void;
  onMethod: (v: MethodFilter) => void;
  onSearch: (v: string) => void;
}

const STATUSES: readonly FilterOption<StatusFilter>[] = [['all', 'All Statuses'], ['pending', 'Pending'], ['completed', 'Completed'], ['failed', 'Failed']];
const METHODS: readonly FilterOption<MethodFilter>[] = [
  ['all', 'All Methods'], ['robux', 'Robux'], ['crypto', 'Crypto'], ['giftcard', 'Gift Card'], ['paypal', 'PayPal'], ['zelle', 'Zelle'], ['cashapp', 'CashApp'],
];

/** Status, method and a search over id or payment reference. */
export function WithdrawalFilterBar({ status, method, search, onStatus, onMethod, onSearch }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="withdrawal-filters">
      <FilterSelect id="withdrawal-status-filter" label="Status" value={status} options={STATUSES} onChange={onStatus} testId="withdrawal-status-filter" />
      <FilterSelect id="withdrawal-method-filter" label="Method" value={method} options={METHODS} onChange={onMethod} testId="withdrawal-method-filter" />
      <FilterSearch id="withdrawal-search" label="Search" placeholder="Search by ID or reference..." value={search} onChange={onSearch} testId="withdrawal-search" />
    </div>
  );
}
