import type { LeaderboardUser } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/features/transactions/components/transaction-label';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { RankBadge } from './rank-badge';

/** The full ranking: place, name with Top 3 / Top 10 and Admin badges, level, join date, points. */
export function LeaderboardTable({ users, currentUserId }: { users: readonly LeaderboardUser[]; currentUserId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Full Rankings</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground" data-testid="leaderboard-empty">
            No rankings yet
          </p>
        ) : (
          <ol className="divide-y divide-border/60" data-testid="leaderboard-list">
            {users.map((user, index) => {
              const rank = index + 1;
              return (
                <li
                  key={user.id}
                  // every row has the same inset, so the highlighted own row lines up with the others
                  className={cn('flex flex-wrap items-center gap-3 rounded-md px-2 py-3', user.id === currentUserId && 'bg-primary/10')}
                  data-testid="leaderboard-row"
                  data-current-user={user.id === currentUserId ? 'true' : undefined}
                >
                  <span className={cn('w-8 text-center font-bold tabular-nums', rank <= 3 ? 'text-gold' : 'text-muted-foreground')}>#{rank}</span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="truncate">{user.username}</span>
                      <RankBadge rank={rank} />
                      {user.isAdmin ? <Badge variant="destructive">Admin</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Level {user.level || 1} · Joined {formatDate(user.createdAt)}
                    </p>
                  </div>
                  <span className="font-bold tabular-nums">{formatPoints(user.points)} pts</span>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
