import { useState } from 'react';
import type { AdminUser } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { ResponsiveTableActions, ResponsiveTableCell, ResponsiveTableRow } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { formatPoints } from '@/lib/format';
import { useUnbanUser } from '../../api/unban-user';
import { useVerifyUserEmail } from '../../api/verify-user-email';
import { formatDateTime } from '../shared/format-date';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { BanUserDialog } from './ban-user-dialog';
import { UserBadges } from './user-badges';

/**
 * One user: who they are, their balance and markers (a banned user's reason under them), and what an
 * admin can do to them. The signed-in admin's own row has no Ban button: the server refuses a self-ban.
 */
export function UserRow({ user }: { user: AdminUser }) {
  const [dialog, setDialog] = useState<'adjust' | 'ban' | null>(null);
  const isSelf = useCurrentUser().data?.id === user.id;
  const verify = useVerifyUserEmail();
  const unban = useUnbanUser();

  return (
    <ResponsiveTableRow className="align-top" data-testid={`admin-user-${user.id}`}>
      <ResponsiveTableCell label="User">
        <p className="font-semibold" data-testid={`admin-user-username-${user.id}`}>
          {user.username}
        </p>
        <p className="text-xs text-muted-foreground">{user.email}</p>
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Status">
        <UserBadges user={user} />
        {user.isBanned && user.banReason ? (
          <p className="mt-1 max-w-64 text-xs break-words text-muted-foreground" data-testid={`admin-user-ban-reason-${user.id}`}>
            Reason: {user.banReason}
          </p>
        ) : null}
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Points" className="text-right tabular-nums" data-testid={`admin-user-points-${user.id}`}>
        {user.points === null ? '—' : formatPoints(user.points)}
      </ResponsiveTableCell>
      <ResponsiveTableCell label="Joined / IP" className="text-xs whitespace-nowrap text-muted-foreground">
        <p>{formatDateTime(user.createdAt)}</p>
        <p>{user.ipAddress ?? ''}</p>
      </ResponsiveTableCell>
      <ResponsiveTableActions>
        {!user.emailVerified ? (
          <Button size="sm" variant="secondary" disabled={verify.isPending} onClick={() => verify.mutate(user.id)} data-testid={`verify-email-${user.id}`}>
            {verify.isPending ? <Spinner /> : null} Verify Email
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setDialog('adjust')} data-testid={`adjust-points-${user.id}`}>
          Adjust Points
        </Button>
        {user.isBanned ? (
          <Button size="sm" variant="outline" disabled={unban.isPending} onClick={() => unban.mutate(user.id)} data-testid={`unban-user-${user.id}`}>
            {unban.isPending ? <Spinner /> : null} Unban
          </Button>
        ) : isSelf ? null : (
          <Button size="sm" variant="destructive" onClick={() => setDialog('ban')} data-testid={`ban-user-${user.id}`}>
            Ban
          </Button>
        )}
        <AdjustPointsDialog user={user} open={dialog === 'adjust'} onOpenChange={(open) => setDialog(open ? 'adjust' : null)} />
        {isSelf ? null : <BanUserDialog user={user} open={dialog === 'ban'} onOpenChange={(open) => setDialog(open ? 'ban' : null)} />}
      </ResponsiveTableActions>
    </ResponsiveTableRow>
  );
}
