import type { WithdrawalEntry } from '@app/contracts';
import { formatDateTime } from '@/features/transactions/components/transaction-label';
import { methodLabel } from '@/features/withdraw/components/withdraw-methods';
import { formatPoints, formatUsd } from '@/lib/format';
import { WithdrawalStatusBadge } from './status-badge';
import { truncate } from './truncate';

/** ID, Method, Amount (points and dollars), Status, Reference (20 characters, plus any error), Date. */
export function WithdrawalTable({ rows }: { rows: readonly WithdrawalEntry[] }) {
  if (rows.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="withdrawals-empty">
        No withdrawals found matching your filters.
      </p>
    );
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="withdrawal-table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th className="py-2 pr-4 font-medium">ID</th>
            <th className="py-2 pr-4 font-medium">Method</th>
            <th className="py-2 pr-4 font-medium">Amount</th>
            <th className="py-2 pr-4 font-medium">Status</th>
            <th className="py-2 pr-4 font-medium">Reference</th>
            <th className="py-2 font-medium">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr key={w.id} className="border-b border-border/50 align-top" data-testid="withdrawal-row">
              <td className="py-3 pr-4 font-mono text-xs" title={w.id}>
                {truncate(w.id, 8)}
              </td>
              <td className="py-3 pr-4">{methodLabel(w.method)}</td>
              <td className="py-3 pr-4 tabular-nums">
                <span className="font-semibold">{formatPoints(w.amount)} pts</span>
                <span className="block text-xs text-muted-foreground">{formatUsd(w.usdValue)}</span>
              </td>
              <td className="py-3 pr-4">
                <WithdrawalStatusBadge status={w.status} />
              </td>
              <td className="py-3 pr-4 text-xs">
                <span className="font-mono" title={w.paymentReference ?? undefined}>
                  {w.paymentReference ? truncate(w.paymentReference, 20) : '—'}
                </span>
                {w.errorMessage ? <span className="block text-destructive">{w.errorMessage}</span> : null}
              </td>
              <td className="py-3 text-xs text-muted-foreground">{formatDateTime(w.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
