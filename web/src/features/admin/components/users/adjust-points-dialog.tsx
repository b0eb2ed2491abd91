import { useRef, useState, type FormEvent } from 'react';
import { ADJUST_POINTS_MAX, ADJUST_POINTS_RANGE_MESSAGE, type AdminUser } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { formatPoints } from '@/lib/format';
import { newRequestKey } from '@/lib/request-key';
import { useAdjustUserPoints } from '../../api/adjust-user-points';

interface AdjustPointsDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function amountError(text: string): string | undefined {
  const amount = Number(text);
  if (!text.trim() || !Number.isInteger(amount) || amount === 0) return 'Enter a whole number of points other than 0 (negative takes points)';
  if (Math.abs(amount) > ADJUST_POINTS_MAX) return ADJUST_POINTS_RANGE_MESSAGE;
  return undefined;
}

/** Adds (positive) or takes (negative) points, with a required reason that the ledger keeps. */
export function AdjustPointsDialog({ user, open, onOpenChange }: AdjustPointsDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const formRef = useFocusFirstInvalid(errors);
  // One key per adjustment: submitting the same amount and reason again (after a timeout, say) repeats it
  // and the server applies it once; anything else typed is a new adjustment with a new key.
  const lastRequest = useRef<{ text: string; key: string } | null>(null);
  const close = () => {
    onOpenChange(false);
    setAmount('');
    setReason('');
    setErrors({});
    lastRequest.current = null;
  };
  const adjust = useAdjustUserPoints({ onSuccess: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { amount: amountError(amount), reason: reason.trim() ? undefined : 'A reason is required' };
    setErrors(next);
    if (next.amount || next.reason) return;
    const text = JSON.stringify([Number(amount), reason.trim()]);
    if (lastRequest.current?.text !== text) lastRequest.current = { text, key: newRequestKey() };
    adjust.mutate({ userId: user.id, amount: Number(amount), reason: reason.trim(), requestKey: lastRequest.current.key });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="adjust-points-dialog">
        <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Adjust Points</DialogTitle>
            <DialogDescription>
              {user.username} has {user.points === null ? 'an unknown balance' : `${formatPoints(user.points)} points`}. A positive amount adds points, a negative one takes them.
            </DialogDescription>
          </DialogHeader>
          <FormField id="adjust-points-amount" label="Amount (±)" error={errors.amount}>
            <Input id="adjust-points-amount" type="number" step={1} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(errors.amount)} data-testid="adjust-points-amount" />
          </FormField>
          <FormField id="adjust-points-reason" label="Reason" error={errors.reason}>
            <Input id="adjust-points-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(errors.reason)} data-testid="adjust-points-reason" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} data-testid="adjust-points-cancel">
              Cancel
            </Button>
            <SubmitButton disabled={adjust.isPending} data-testid="adjust-points-submit">
              {adjust.isPending ? <Spinner /> : null} Adjust Points
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
