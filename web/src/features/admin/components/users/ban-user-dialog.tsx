import type { AdminUser } from '@app/contracts';
import { useBanUser } from '../../api/ban-user';
import { ReasonDialog } from '../shared/reason-dialog';

interface BanUserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bans a user with a required reason: their sessions end and they can no longer sign in. */
export function BanUserDialog({ user, open, onOpenChange }: BanUserDialogProps) {
  const ban = useBanUser({ onSuccess: () => onOpenChange(false) });
  return (
    <ReasonDialog
      testId="ban-user"
      title={`Ban ${user.username}`}
      description="Their sessions end and they can no longer sign in, play, chat or withdraw until unbanned."
      action="Ban User"
      pending={ban.isPending}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={(reason) => ban.mutate({ userId: user.id, reason })}
    />
  );
}
