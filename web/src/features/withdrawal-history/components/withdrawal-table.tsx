import type { WithdrawalEntry } from '@app/contracts';
import { CopyButton } from '@/components/ui/copy-button';
import { ResponsiveTable, ResponsiveTableCell, ResponsiveTableRow, type ResponsiveTableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/features/transactions/components/transaction-label';
import { methodLabel } from '@/features/withdraw/components/withdraw-methods';
import { formatPoints, formatUsd } from '@/lib/format';
import { WithdrawalStatusBadge } from './status-badge';
import { truncate } from './truncate';
import { outcomeNotes, POINTS_RETURNED } from './withdrawal-outcome';

const COLUMNS: readonly ResponsiveTableColumn[] = [{ label: 'ID' }, { label: 'Method' }, { label: 'Amount' }, { label: 'Status' }, { label: 'Reference' }, { label: 'Date' }];

/**
 * ID (8 characters, the whole one copied with its button), Method, Amount (points and dollars), Status,
 * Reference (20 characters, plus why it failed or was rejected and that the points came back), Date; a
 * card a withdrawal on a phone.
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
      {rows.map((w) => {
        const notes = outcomeNotes(w);
        return (
          <ResponsiveTableRow key={w.id} className="align-top hover:bg-transparent" data-testid="withdrawal-row">
            <ResponsiveTableCell label="ID" className="font-mono text-xs" title={w.id}>
              <span className="inline-flex items-center gap-1">
                {truncate(w.id, 8)}
                {/* the full id, out of a phone's reach in the hover title */}
                <CopyButton value={w.id} what="withdrawal ID" testId="withdrawal-copy-id" />
              </span>
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
              {w.paymentReference ? (
                <span className="font-mono" title={w.paymentReference}>
                  {truncate(w.paymentReference, 20)}
                </span>
              ) : notes.length === 0 ? (
                '—'
              ) : null}
              {notes.map((note) => (
                <span key={note} className={note === POINTS_RETURNED ? 'block text-muted-foreground' : 'block text-destructive'} data-testid="withdrawal-outcome">
                  {note}
                </span>
              ))}
            </ResponsiveTableCell>
            <ResponsiveTableCell label="Date" className="text-xs text-muted-foreground">
              {formatDateTime(w.createdAt)}
            </ResponsiveTableCell>
          </ResponsiveTableRow>
        );
      })}
    </ResponsiveTable>
  );
}
