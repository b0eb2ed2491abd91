import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useBanUser } from '../../api/ban-user';

interface BanUserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bans a user with a required reason: their sessions end and they can no longer sign in. */
export function BanUserDialog({ user, open, onOpenChange }: BanUserDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    onOpenChange(false);
    setReason('');
    setError(undefined);
  };
  const ban = useBanUser({ onSuccess: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    setError(undefined);
    ban.mutate({ userId: user.id, reason: reason.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="ban-user-dialog">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Ban {user.username}</DialogTitle>
            <DialogDescription>Their sessions end and they can no longer sign in, play, chat or withdraw until unbanned.</DialogDescription>
          </DialogHeader>
          <FormField id="ban-user-reason" label="Reason" error={error}>
            <Input id="ban-user-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(error)} data-testid="ban-user-reason" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} data-testid="ban-user-cancel">
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={ban.isPending} data-testid="ban-user-submit">
              {ban.isPending ? <Spinner /> : null} Ban User
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
