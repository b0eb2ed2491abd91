import { useState } from 'react';
import type { AdminWithdrawal, WithdrawalDecision } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { MarkFailedDialog } from './mark-failed-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { ReviewWithdrawalDialog } from './review-withdrawal-dialog';
import { awaitsManualPayment } from './withdrawal-details';

type OpenDialog = WithdrawalDecision | 'paid' | 'failed' | null;

/**
 * What an admin can do with a withdrawal: Approve or Reject while it is pending (spec section 4), then,
 * for one they pay by hand, Mark Paid once the money was sent or Mark Failed when it cannot be. Each
 * asks in a dialog first, since none of them can be undone. The buttons come bare, for the row's actions
 * cell to lay out.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { id } = withdrawal;
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({ open: dialog === name, onOpenChange: (open: boolean) => setDialog(open ? name : null) });

  if (withdrawal.status === 'pending') {
    return (
      <>
        <Button size="sm" onClick={() => setDialog('approved')} data-testid={`approve-withdrawal-${id}`}>
          Approve
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setDialog('rejected')} data-testid={`reject-withdrawal-${id}`}>
          Reject
        </Button>
        <ReviewWithdrawalDialog withdrawal={withdrawal} decision="approved" {...dialogProps('approved')} />
        <ReviewWithdrawalDialog withdrawal={withdrawal} decision="rejected" {...dialogProps('rejected')} />
      </>
    );
  }
  if (!awaitsManualPayment(withdrawal)) return null;
  return (
    <>
      <Button size="sm" onClick={() => setDialog('paid')} data-testid={`mark-paid-withdrawal-${id}`}>
        Mark Paid
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setDialog('failed')} data-testid={`mark-failed-withdrawal-${id}`}>
        Mark Failed
      </Button>
      <MarkPaidDialog withdrawal={withdrawal} {...dialogProps('paid')} />
      <MarkFailedDialog withdrawal={withdrawal} {...dialogProps('failed')} />
    </>
  );
}
