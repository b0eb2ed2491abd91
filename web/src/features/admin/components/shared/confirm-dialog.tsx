import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDialogProps {
  /** prefix of the dialog's test ids: `${testId}-dialog`, `-cancel`, `-confirm` */
  testId: string;
  title: ReactNode;
  /** what will happen, stated in full (amounts, durations, what is lost) */
  description: ReactNode;
  /** the confirm button's label */
  action: string;
  destructive?: boolean;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the caller closes the dialog once its request succeeded */
  onConfirm: () => void;
}

/**
 * Asks before an admin action that cannot be taken back and needs no reason (starting a rain, clearing a
 * secret): says what will happen, with Cancel and the action, as the withdrawal review dialog does.
 */
export function ConfirmDialog({ testId, title, description, action, destructive = false, pending, open, onOpenChange, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription data-testid={`${testId}-description`}>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {pending ? <Spinner /> : null} {action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
