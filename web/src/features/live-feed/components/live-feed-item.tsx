import { formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import { timeAgo } from '@/features/notifications/components/notification-time';
import { activityVerb, gameName, isWinning } from './activity-text';
import type { ActivityGroup } from './group-activities';

/**
 * One feed line (activityLine's words): who, what, how much (net), on which game; grouped rounds show
 * their count. The words wrap rather than being cut: on a phone the game and the count come last, and
 * an ellipsis would hide exactly them.
 */
export function LiveFeedItem({ entry, now }: { entry: ActivityGroup; now: number }) {
  const winning = isWinning(entry.type);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border/60 bg-background/40 px-3 py-2 text-sm" data-testid="live-feed-item" data-type={entry.type}>
      <span className={cn('size-2 shrink-0 rounded-full', winning ? 'bg-success' : entry.type === 'push' ? 'bg-muted-foreground' : 'bg-destructive')} aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        <span className="font-semibold">{entry.username}</span> {activityVerb(entry.type)}{' '}
        <span className={cn('font-semibold tabular-nums', winning ? 'text-success' : entry.type === 'loss' ? 'text-destructive' : undefined)}>{formatPointsWithUnit(entry.amount)}</span> on{' '}
        {gameName(entry.game)}
        {entry.count > 1 ? <span className="ml-1 text-xs text-muted-foreground">(×{entry.count})</span> : null}
      </p>
      <time className="shrink-0 text-xs text-muted-foreground" dateTime={entry.timestamp}>
        {timeAgo(entry.timestamp, now)}
      </time>
    </li>
  );
}
