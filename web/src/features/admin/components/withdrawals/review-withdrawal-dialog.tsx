import type { AdminWithdrawal, WithdrawalDecision } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints, formatUsd } from '@/lib/format';
import { useReviewWithdrawal } from '../../api/review-withdrawal';
import { reviewConsequence } from './review-consequence';
import { methodLabel } from './withdrawal-details';

const TITLES: Record<WithdrawalDecision, string> = { approved: 'Approve Withdrawal', rejected: 'Reject Withdrawal' };

interface ReviewWithdrawalDialogProps {
  withdrawal: AdminWithdrawal;
  decision: WithdrawalDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks before approving or rejecting a pending withdrawal, since neither can be undone: it says what is
 * withdrawn, for whom and how, and what the decision sets off.
 */
export function ReviewWithdrawalDialog({ withdrawal, decision, open, onOpenChange }: ReviewWithdrawalDialogProps) {
  const review = useReviewWithdrawal({ onSuccess: () => onOpenChange(false), onStale: () => onOpenChange(false) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="review-withdrawal-dialog">
        <DialogHeader>
          <DialogTitle>{TITLES[decision]}</DialogTitle>
          <DialogDescription>
            {formatPoints(withdrawal.amount)} points ({formatUsd(withdrawal.usdValue)}) for {withdrawal.username ?? withdrawal.userId} by {methodLabel(withdrawal.method)}.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium" data-testid="review-withdrawal-consequence">
          {reviewConsequence(withdrawal, decision)}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} data-testid="review-withdrawal-cancel">
            Cancel
          </Button>
          <Button
            variant={decision === 'rejected' ? 'destructive' : 'default'}
            disabled={review.isPending}
            onClick={() => review.mutate({ id: withdrawal.id, status: decision })}
            data-testid="review-withdrawal-confirm"
          >
            {review.isPending ? <Spinner /> : null} Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
