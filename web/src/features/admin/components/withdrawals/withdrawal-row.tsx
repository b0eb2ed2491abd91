import type { AdminWithdrawal } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPoints, formatUsd } from '@/lib/format';
import { useReviewWithdrawal } from '../../api/review-withdrawal';
import { formatDateTime } from '../shared/format-date';
import { detailLines, methodLabel, STATUS_VARIANTS } from './withdrawal-details';

/** One withdrawal; Approve and Reject only while it is pending (spec section 4). */
export function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const review = useReviewWithdrawal();
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
      </td>
      <td className="px-3 py-3">
        <Badge variant={STATUS_VARIANTS[withdrawal.status]} className="capitalize" data-testid={`withdrawal-status-${id}`}>
          {withdrawal.status}
        </Badge>
      </td>
      <td className="px-3 py-3">
        {withdrawal.status === 'pending' ? (
          <div className="flex justify-end gap-2">
            <Button size="sm" disabled={review.isPending} onClick={() => review.mutate({ id, status: 'approved' })} data-testid={`approve-withdrawal-${id}`}>
              Approve
            </Button>
            <Button size="sm" variant="destructive" disabled={review.isPending} onClick={() => review.mutate({ id, status: 'rejected' })} data-testid={`reject-withdrawal-${id}`}>
              Reject
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
