import { Activity as ActivityIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RELATIVE_TIME_REFRESH_MS } from '@/features/notifications/components/notification-time';
import { useNow } from '@/hooks/use-now';
import { LiveFeedItem } from './live-feed-item';
import { useLiveActivity } from './use-live-activity';

/**
 * The dashboard's live activity feed (spec section 2): every player's settled rounds as they happen,
 * their times moving on while nothing new comes.
 */
export function LiveActivityFeed() {
  const { groups, isPending } = useLiveActivity();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  return (
    <Card data-testid="live-activity-feed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ActivityIcon className="size-5 text-primary" aria-hidden /> Live Activity
          <span className="ml-auto flex items-center gap-1.5 text-xs font-normal text-muted-foreground">
            <span className="inline-block size-2 animate-pulse rounded-full bg-success" aria-hidden /> Live
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : groups.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground" data-testid="live-feed-empty">
            No activity yet. Play a game to get things started!
          </p>
        ) : (
          <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto" aria-live="polite" aria-label="Live activity">
            {groups.map((entry) => (
              <LiveFeedItem key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
