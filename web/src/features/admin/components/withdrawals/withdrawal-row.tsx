import type { AdminWithdrawal } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { formatPoints, formatUsd } from '@/lib/format';
import { formatDateTime } from '../shared/format-date';
import { WithdrawalActions } from './withdrawal-actions';
import { detailLines, methodLabel, STATUS_VARIANTS } from './withdrawal-details';

/** One withdrawal: who asked, for what, where it stands, and what an admin can do with it. */
export function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { id } = withdrawal;
  return (
    <tr className="border-b border-border/50 align-top hover:bg-muted/30" data-testid={`admin-withdrawal-${id}`}>
      <td className="px-3 py-3">
        <p className="font-semibold">{withdrawal.username ?? withdrawal.userId}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(withdrawal.createdAt)}</p>
      </td>
      <td className="px-3 py-3">{methodLabel(withdrawal.method)}</td>
      <td className="px-3 py-3 text-right tabular-nums">{formatPoints(withdrawal.amount)}</td>
      <td className="px-3 py-3 text-right tabular-nums">{formatUsd(withdrawal.usdValue)}</td>
      <td className="max-w-xs px-3 py-3 text-xs break-all text-muted-foreground" data-testid={`withdrawal-details-${id}`}>
        {detailLines(withdrawal).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {withdrawal.adminNotes ? <p className="italic">{withdrawal.adminNotes}</p> : null}
        {withdrawal.paymentReference ? <p data-testid={`withdrawal-reference-${id}`}>Ref: {withdrawal.paymentReference}</p> : null}
        {withdrawal.errorMessage && withdrawal.errorMessage !== withdrawal.adminNotes ? <p className="text-destructive">{withdrawal.errorMessage}</p> : null}
      </td>
      <td className="px-3 py-3">
        <Badge variant={STATUS_VARIANTS[withdrawal.status]} className="capitalize" data-testid={`withdrawal-status-${id}`}>
          {withdrawal.status}
        </Badge>
      </td>
      <td className="px-3 py-3">
        <WithdrawalActions withdrawal={withdrawal} />
      </td>
    </tr>
  );
}
