import type { CurrentUser } from '@app/contracts';
import { Coins, MailWarning, Shield, Star, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/features/transactions/components/transaction-label';
import { formatPoints, pointsToUsd } from '@/lib/format';

/** Username, level, email, join date, the unverified and Admin markers, and the balance. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  return (
    <Card data-testid="profile-header">
      <CardContent className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="grid size-16 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
            <User className="size-8" aria-hidden />
          </span>
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 text-2xl font-bold">
              <span className="min-w-0 wrap-anywhere" data-testid="profile-username">
                {user.username}
              </span>
              <Badge variant="secondary" data-testid="profile-level" title="Levels rise with the points you wager">
                <Star className="size-3" aria-hidden /> Level {user.level}
              </Badge>
              {user.isAdmin ? (
                <Badge variant="destructive" data-testid="profile-admin-badge">
                  <Shield className="size-3" aria-hidden /> Admin
                </Badge>
              ) : null}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="min-w-0 wrap-anywhere" data-testid="profile-email">
                {user.email}
              </span>
              {user.emailVerified ? null : (
                <Badge variant="gold" data-testid="profile-email-unverified">
                  <MailWarning className="size-3" aria-hidden /> Email not verified
                </Badge>
              )}
            </p>
            <p className="text-xs text-muted-foreground">Joined {formatDate(user.createdAt)}</p>
          </div>
        </div>
        <div className="text-left sm:text-right">
          <p className="text-sm text-muted-foreground">Balance</p>
          <p className="flex items-center gap-2 text-2xl font-extrabold tabular-nums sm:justify-end" data-testid="profile-points">
            <Coins className="size-5 text-gold" aria-hidden /> {formatPoints(user.points)} points
          </p>
          <p className="text-sm text-muted-foreground">≈ {pointsToUsd(user.points)} USD</p>
        </div>
      </CardContent>
    </Card>
  );
}
