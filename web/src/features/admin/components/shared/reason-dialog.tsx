import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';

interface ReasonDialogProps {
  /** prefix of the dialog's test ids: `${testId}-dialog`, `-reason`, `-cancel`, `-submit` */
  testId: string;
  title: ReactNode;
  description: ReactNode;
  /** the destructive button's label */
  action: string;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** called with the trimmed reason; the caller closes the dialog once its request succeeded */
  onSubmit: (reason: string) => void;
}

/**
 * A destructive admin action that needs a reason (a ban, a withdrawal marked failed): required, at most
 * 500 characters. The form lives inside the dialog's content, which unmounts on close: each opening
 * starts empty.
 */
export function ReasonDialog({ open, onOpenChange, testId, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={`${testId}-dialog`}>
        <ReasonForm testId={testId} {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function ReasonForm({ testId, title, description, action, pending, onSubmit, onCancel }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  // a new object per refused submit, so each one takes the focus back to the field
  const [error, setError] = useState<{ message: string }>();
  const formRef = useFocusFirstInvalid(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError({ message: 'A reason is required' });
      return;
    }
    setError(undefined);
    onSubmit(reason.trim());
  };

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <FormField id={`${testId}-reason`} label="Reason" error={error?.message}>
        <Input id={`${testId}-reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(error)} data-testid={`${testId}-reason`} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending} data-testid={`${testId}-submit`}>
          {pending ? <Spinner /> : null} {action}
        </Button>
      </DialogFooter>
    </form>
  );
}
