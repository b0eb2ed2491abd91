import { useState, type FormEvent } from 'react';
import { PAYMENT_REFERENCE_MAX, type AdminWithdrawal } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useReviewWithdrawal } from '../../api/review-withdrawal';
import { paidConfirmation } from './review-consequence';

interface MarkPaidDialogProps {
  withdrawal: AdminWithdrawal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records that an admin paid an approved withdrawal by hand, with the payment's reference if there is one. */
export function MarkPaidDialog({ withdrawal, open, onOpenChange }: MarkPaidDialogProps) {
  const [reference, setReference] = useState('');
  const close = () => {
    onOpenChange(false);
    setReference('');
  };
  const review = useReviewWithdrawal({ onSuccess: close, onStale: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paymentReference = reference.trim();
    review.mutate({ id: withdrawal.id, status: 'completed', ...(paymentReference ? { paymentReference } : {}) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="mark-paid-dialog">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Mark Paid</DialogTitle>
            <DialogDescription>{paidConfirmation(withdrawal)}</DialogDescription>
          </DialogHeader>
          <FormField id="mark-paid-reference" label="Payment reference (optional)" hint="The transaction id of the payment, shown to the player.">
            <Input
              id="mark-paid-reference"
              value={reference}
              maxLength={PAYMENT_REFERENCE_MAX}
              onChange={(e) => setReference(e.target.value)}
              data-testid="mark-paid-reference"
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} data-testid="mark-paid-cancel">
              Cancel
            </Button>
            <SubmitButton disabled={review.isPending} data-testid="mark-paid-submit">
              {review.isPending ? <Spinner /> : null} Mark Paid
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
