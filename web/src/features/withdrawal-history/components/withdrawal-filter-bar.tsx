import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { MethodFilter, StatusFilter } from './withdrawal-filters';

interface Props {
  status: StatusFilter;
  method: MethodFilter;
  search: string;
  onStatus: (v: StatusFilter) => void;
  onMethod: (v: MethodFilter) => void;
  onSearch: (v: string) => void;
}

const STATUSES: readonly [StatusFilter, string][] = [['all', 'All Statuses'], ['pending', 'Pending'], ['completed', 'Completed'], ['failed', 'Failed']];
const METHODS: readonly [MethodFilter, string][] = [
  ['all', 'All Methods'], ['robux', 'Robux'], ['crypto', 'Crypto'], ['giftcard', 'Gift Card'], ['paypal', 'PayPal'], ['zelle', 'Zelle'], ['cashapp', 'CashApp'],
];

/** Status, method and a search over id or payment reference. */
export function WithdrawalFilterBar({ status, method, search, onStatus, onMethod, onSearch }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="withdrawal-filters">
      <div className="grid gap-2">
        <Label htmlFor="withdrawal-status-filter">Status</Label>
        <NativeSelect id="withdrawal-status-filter" value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)} data-testid="withdrawal-status-filter">
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="withdrawal-method-filter">Method</Label>
        <NativeSelect id="withdrawal-method-filter" value={method} onChange={(e) => onMethod(e.target.value as MethodFilter)} data-testid="withdrawal-method-filter">
          {METHODS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="withdrawal-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="withdrawal-search" className="pl-9" placeholder="Search by ID or reference..." value={search} onChange={(e) => onSearch(e.target.value)} data-testid="withdrawal-search" />
        </div>
      </div>
    </div>
  );
}
