import type { AdminWithdrawal } from '@app/contracts';
import { formatPoints } from '@/lib/format';
import { useReviewWithdrawal } from '../../api/review-withdrawal';
import { ReasonDialog } from '../shared/reason-dialog';

interface MarkFailedDialogProps {
  withdrawal: AdminWithdrawal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records that an approved withdrawal could not be paid, with the reason the player is shown; the points go back. */
export function MarkFailedDialog({ withdrawal, open, onOpenChange }: MarkFailedDialogProps) {
  const review = useReviewWithdrawal({ onSuccess: () => onOpenChange(false), onStale: () => onOpenChange(false) });
  return (
    <ReasonDialog
      testId="mark-failed"
      title="Mark Failed"
      description={`The payment could not be made. The ${formatPoints(withdrawal.amount)} points go back to ${withdrawal.username ?? withdrawal.userId}, who is shown the reason.`}
      action="Mark Failed"
      pending={review.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={(reason) => review.mutate({ id: withdrawal.id, status: 'failed', reason })}
    />
  );
}
