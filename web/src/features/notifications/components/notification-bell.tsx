import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationListItem } from './notification-list-item';
import { unreadBadgeText } from './unread-badge-text';

/**
 * The navbar's notification bell (spec section 2): a badge with the unread count, and a dropdown titled
 * 'Notifications' with '{n} new', 'Mark all as read' and the list ('No notifications yet' when empty).
 * Polled every 30 s; the `notification` socket event refreshes it too (see LiveNotifications).
 */
export function NotificationBell() {
  const { data, isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const notifications = data?.notifications ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} data-testid="notification-bell">
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-destructive-foreground"
              data-testid="notification-count"
            >
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 p-0" data-testid="notification-menu">
        <div className="flex items-center gap-2 px-3 py-2">
          <h2 className="font-semibold">Notifications</h2>
          <span className="text-xs text-muted-foreground" data-testid="notification-new-count">
            {unread} new
          </span>
          {/* A menu item, not a button: inside the menu only items are reached with the arrow keys. */}
          <DropdownMenuItem
            className="ml-auto px-2 py-1 text-xs font-medium text-primary underline-offset-4 hover:underline focus:underline"
            disabled={unread === 0 || markAll.isPending}
            onSelect={(event) => {
              // Keep the list open, so its highlights visibly go away.
              event.preventDefault();
              markAll.mutate();
            }}
            data-testid="mark-all-read"
          >
            Mark all as read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {isPending ? (
            <div className="flex flex-col gap-2 p-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : notifications.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground" data-testid="notifications-empty">
              No notifications yet
            </p>
          ) : (
            notifications.map((notification) => <NotificationListItem key={notification.id} notification={notification} onRead={(id) => markRead.mutate(id)} />)
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
