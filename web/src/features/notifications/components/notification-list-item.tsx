import type { NotificationItem } from '@app/contracts';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { timeAgo } from './notification-time';

/** One notification in the bell's list: unread ones are highlighted; choosing one marks it read. */
export function NotificationListItem({ notification, onRead }: { notification: NotificationItem; onRead: (id: string) => void }) {
  const unread = !notification.isRead;
  return (
    <DropdownMenuItem
      onSelect={(event) => {
        // Keep the list open, so the highlight visibly goes away.
        event.preventDefault();
        if (unread) onRead(notification.id);
      }}
      className={cn('flex-col items-start gap-0.5 px-3 py-2', unread && 'bg-primary/10')}
      data-testid="notification-item"
      data-read={unread ? 'false' : 'true'}
    >
      <div className="flex w-full items-center gap-2">
        {unread ? <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" /> : null}
        <span className={cn('flex-1 truncate', unread ? 'font-semibold' : 'font-medium text-muted-foreground')}>{notification.title}</span>
        <time className="shrink-0 text-[10px] text-muted-foreground" dateTime={notification.createdAt}>
          {timeAgo(notification.createdAt)}
        </time>
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</p>
    </DropdownMenuItem>
  );
}
