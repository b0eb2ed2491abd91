import type { Activity } from '@app/contracts';
import { Trophy } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { gameName } from '@/features/live-feed/components/activity-text';
import { RELATIVE_TIME_REFRESH_MS, timeAgo } from '@/features/notifications/components/notification-time';
import { useNow } from '@/hooks/use-now';
import { formatPoints } from '@/lib/format';

/** The live list of the latest wins; their times move on while the page stays open. */
export function RecentWinnersList({ winners, isPending }: { winners: Activity[]; isPending: boolean }) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  if (isPending) {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (winners.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No wins yet. Be the first!</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-live="polite" aria-label="Latest wins">
      {winners.map((winner) => (
        <li key={winner.id} className="flex items-center gap-2 rounded-lg bg-background/40 px-3 py-2 text-sm" data-testid="recent-winner">
          <Trophy className="size-4 shrink-0 text-gold" aria-hidden />
          <span className="min-w-0 flex-1 truncate">
            <span className="font-semibold">{winner.username}</span> won <span className="font-semibold text-success">{formatPoints(winner.amount)}</span> on{' '}
            {gameName(winner.game)}
          </span>
          <time className="shrink-0 text-xs text-muted-foreground" dateTime={winner.timestamp}>
            {timeAgo(winner.timestamp, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}
