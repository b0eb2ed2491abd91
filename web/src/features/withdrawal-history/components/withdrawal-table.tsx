import type { WithdrawalEntry } from '@app/contracts';
import { ResponsiveTable, ResponsiveTableCell, ResponsiveTableRow, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/features/transactions/components/transaction-label';
import { methodLabel } from '@/features/withdraw/components/withdraw-methods';
import { formatPoints, formatUsd } from '@/lib/format';
import { WithdrawalStatusBadge } from './status-badge';
import { truncate } from './truncate';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'ID' }, { label: 'Method' }, { label: 'Amount' }, { label: 'Status' }, { label: 'Reference' }, { label: 'Date' }];

/**
 * ID, Method, Amount (points and dollars), Status, Reference (20 characters, plus any error), Date; a card
 * a withdrawal on a phone.
 */
export function WithdrawalTable({ rows }: { rows: readonly WithdrawalEntry[] }) {
  if (rows.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="withdrawals-empty">
        No withdrawals found matching your filters.
      </p>
    );
  }
  return (
    <ResponsiveTable columns={COLUMNS} data-testid="withdrawal-table">
      {rows.map((w) => (
        <ResponsiveTableRow key={w.id} className="align-top hover:bg-transparent" data-testid="withdrawal-row">
          <ResponsiveTableCell label="ID" className="font-mono text-xs" title={w.id}>
            {truncate(w.id, 8)}
          </ResponsiveTableCell>
          <ResponsiveTableCell label="Method">{methodLabel(w.method)}</ResponsiveTableCell>
          <ResponsiveTableCell label="Amount" className="tabular-nums">
            <span className="font-semibold">{formatPoints(w.amount)} pts</span>
            <span className="block text-xs text-muted-foreground">{formatUsd(w.usdValue)}</span>
          </ResponsiveTableCell>
          <ResponsiveTableCell label="Status">
            <WithdrawalStatusBadge status={w.status} />
          </ResponsiveTableCell>
          <ResponsiveTableCell label="Reference" className="text-xs">
            <span className="font-mono" title={w.paymentReference ?? undefined}>
              {w.paymentReference ? truncate(w.paymentReference, 20) : '—'}
            </span>
            {w.errorMessage ? <span className="block text-destructive">{w.errorMessage}</span> : null}
          </ResponsiveTableCell>
          <ResponsiveTableCell label="Date" className="text-xs text-muted-foreground">
            {formatDateTime(w.createdAt)}
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </ResponsiveTable>
  );
}
