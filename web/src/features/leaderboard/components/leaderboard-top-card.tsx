import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useLeaderboard } from '../api/get-leaderboard';

/** The dashboard's top 10 by points, the signed-in player highlighted. */
export function LeaderboardTopCard({ currentUserId }: { currentUserId: string }) {
  const { data, isLoading } = useLeaderboard();
  const top = (data?.users ?? []).slice(0, 10);
  return (
    // min-w-0: in the dashboard's grid the card would otherwise be as wide as the username it truncates
    <Card className="min-w-0" data-testid="leaderboard-top-card">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Trophy className="size-5 text-gold" aria-hidden /> Top Players
          </CardTitle>
          <CardDescription>The 10 players with the most points.</CardDescription>
        </div>
        <Link to={paths.leaderboard} className="text-sm font-medium text-primary hover:underline" data-testid="leaderboard-view-all">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : top.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rankings yet</p>
        ) : (
          <ol className="space-y-1.5">
            {top.map((user, index) => (
              <li
                key={user.id}
                className={cn('flex items-center gap-3 rounded-md px-2 py-1.5 text-sm', user.id === currentUserId && 'bg-primary/10')}
                data-testid="leaderboard-top-row"
              >
                <span className={cn('w-6 text-center font-bold tabular-nums', index < 3 ? 'text-gold' : 'text-muted-foreground')}>{index + 1}</span>
                <span className="min-w-0 flex-1 truncate font-medium" title={user.username}>
                  {user.username}
                </span>
                {user.isAdmin ? <Badge variant="destructive">Admin</Badge> : null}
                <span className="shrink-0 font-semibold tabular-nums">{formatPoints(user.points)} pts</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
