import { useState, type FormEvent } from 'react';
import type { AdminWithdrawal } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/lib/format';
import { useReviewWithdrawal } from '../../api/review-withdrawal';

interface MarkFailedDialogProps {
  withdrawal: AdminWithdrawal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records that an approved withdrawal could not be paid, with the reason the player is shown; the points go back. */
export function MarkFailedDialog({ withdrawal, open, onOpenChange }: MarkFailedDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    onOpenChange(false);
    setReason('');
    setError(undefined);
  };
  const review = useReviewWithdrawal({ onSuccess: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    setError(undefined);
    review.mutate({ id: withdrawal.id, status: 'failed', reason: reason.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="mark-failed-dialog">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Mark Failed</DialogTitle>
            <DialogDescription>
              The payment could not be made. The {formatPoints(withdrawal.amount)} points go back to {withdrawal.username ?? withdrawal.userId}, who is shown the reason.
            </DialogDescription>
          </DialogHeader>
          <FormField id="mark-failed-reason" label="Reason" error={error}>
            <Input id="mark-failed-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(error)} data-testid="mark-failed-reason" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} data-testid="mark-failed-cancel">
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={review.isPending} data-testid="mark-failed-submit">
              {review.isPending ? <Spinner /> : null} Mark Failed
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
