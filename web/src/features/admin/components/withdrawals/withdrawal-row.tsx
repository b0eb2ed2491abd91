import type { AdminWithdrawal } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { ResponsiveTableActions, ResponsiveTableCell, ResponsiveTableRow } from '@/components/ui/responsive-table';
import { formatPoints, formatUsd } from '@/lib/format';
import { formatDateTime } from '../shared/format-date';
import { WithdrawalActions } from './withdrawal-actions';
import { detailLines, methodLabel, STATUS_VARIANTS } from './withdrawal-details';

/** One withdrawal: who asked, for what, where it stands, and what an admin can do with it. */
export function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { id } = withdrawal;
  return (
    <ResponsiveTableRow className="align-top" data-testid={`admin-withdrawal-${id}`}>
      <ResponsiveTableCell label="User">
        <p className="font-semibold">{withdrawal.username ?? withdrawal.userId}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(withdrawal.createdAt)}</p>
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Method">{methodLabel(withdrawal.method)}</ResponsiveTableCell>
      <ResponsiveTableCell label="Amount (pts)" className="text-right tabular-nums">
        {formatPoints(withdrawal.amount)}
      </ResponsiveTableCell>
      <ResponsiveTableCell label="USD" className="text-right tabular-nums">
        {formatUsd(withdrawal.usdValue)}
      </ResponsiveTableCell>
      {/* wrap-anywhere: a long address or reference still wraps, but words ('after', a reason's) are not cut in two */}
      <ResponsiveTableCell label="Details" className="max-w-xs text-xs wrap-anywhere text-muted-foreground" data-testid={`withdrawal-details-${id}`}>
        {detailLines(withdrawal).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {withdrawal.adminNotes ? <p className="italic">{withdrawal.adminNotes}</p> : null}
        {withdrawal.paymentReference ? <p data-testid={`withdrawal-reference-${id}`}>Ref: {withdrawal.paymentReference}</p> : null}
        {withdrawal.errorMessage && withdrawal.errorMessage !== withdrawal.adminNotes ? <p className="text-destructive">{withdrawal.errorMessage}</p> : null}
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Status">
        <Badge variant={STATUS_VARIANTS[withdrawal.status]} className="capitalize" data-testid={`withdrawal-status-${id}`}>
          {withdrawal.status}
        </Badge>
      </ResponsiveTableCell>
      <ResponsiveTableActions>
        <WithdrawalActions withdrawal={withdrawal} />
      </ResponsiveTableActions>
    </ResponsiveTableRow>
  );
}
