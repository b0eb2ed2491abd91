import { useState } from 'react';
import type { AdminWithdrawal } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { useReviewWithdrawal } from '../../api/review-withdrawal';
import { MarkFailedDialog } from './mark-failed-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { awaitsManualPayment } from './withdrawal-details';

/**
 * What an admin can do with a withdrawal: Approve or Reject while it is pending (spec section 4), then,
 * for one they pay by hand, Mark Paid once the money was sent or Mark Failed when it cannot be.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const [dialog, setDialog] = useState<'paid' | 'failed' | null>(null);
  const review = useReviewWithdrawal();
  const { id } = withdrawal;

  if (withdrawal.status === 'pending') {
    return (
      <div className="flex justify-end gap-2">
        <Button size="sm" disabled={review.isPending} onClick={() => review.mutate({ id, status: 'approved' })} data-testid={`approve-withdrawal-${id}`}>
          Approve
        </Button>
        <Button size="sm" variant="destructive" disabled={review.isPending} onClick={() => review.mutate({ id, status: 'rejected' })} data-testid={`reject-withdrawal-${id}`}>
          Reject
        </Button>
      </div>
    );
  }
  if (!awaitsManualPayment(withdrawal)) return null;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={() => setDialog('paid')} data-testid={`mark-paid-withdrawal-${id}`}>
        Mark Paid
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setDialog('failed')} data-testid={`mark-failed-withdrawal-${id}`}>
        Mark Failed
      </Button>
      <MarkPaidDialog withdrawal={withdrawal} open={dialog === 'paid'} onOpenChange={(open) => setDialog(open ? 'paid' : null)} />
      <MarkFailedDialog withdrawal={withdrawal} open={dialog === 'failed'} onOpenChange={(open) => setDialog(open ? 'failed' : null)} />
    </div>
  );
}
