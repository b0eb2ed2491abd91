import type { AdminUser } from '@app/contracts';
import { Badge } from '@/components/ui/badge';

/** Admin, Banned and Verified / Unverified markers of one user. */
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? (
        <Badge variant="gold" data-testid={`user-badge-admin-${user.id}`}>
          Admin
        </Badge>
      ) : null}
      {user.isBanned ? (
        <Badge variant="destructive" data-testid={`user-badge-banned-${user.id}`} title={user.banReason ?? undefined}>
          Banned
        </Badge>
      ) : null}
      {user.emailVerified ? (
        <Badge variant="default" data-testid={`user-badge-verified-${user.id}`}>
          Verified
        </Badge>
      ) : (
        <Badge variant="secondary" data-testid={`user-badge-unverified-${user.id}`}>
          Unverified
        </Badge>
      )}
    </div>
  );
}
