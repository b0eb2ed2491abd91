import { createPortal } from 'react-dom';
import { ArrowDownToLine, Bell, Trophy, X } from 'lucide-react';
import { useBelowToastsSlot } from '@/components/ui/toast';
import { formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { LiveNotification, LiveNotificationKind } from './live-notification';
import { useLiveNotifications } from './use-live-notifications';

const kindStyle: Record<LiveNotificationKind, { icon: typeof Bell; className: string }> = {
  win: { icon: Trophy, className: 'border-success/50 [&_svg]:text-success' },
  withdrawal: { icon: ArrowDownToLine, className: 'border-gold/50 [&_svg]:text-gold' },
  general: { icon: Bell, className: 'border-primary/50 [&_svg]:text-primary' },
};

function LiveNotificationCard({ item, onDismiss }: { item: LiveNotification; onDismiss: () => void }) {
  const { icon: Icon, className } = kindStyle[item.kind];
  return (
    <li
      className={cn('pointer-events-auto flex items-start gap-3 rounded-lg border bg-card/95 p-3 shadow-xl backdrop-blur', className)}
      data-testid="live-notification"
      data-kind={item.kind}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        <p className="text-xs text-muted-foreground">{item.message}</p>
        {item.amount !== undefined || item.gameName ? (
          <p className="mt-1 text-xs font-medium">
            {item.amount !== undefined ? <span className={item.kind === 'win' ? 'text-success' : undefined}>{formatPointsWithUnit(item.amount)}</span> : null}
            {item.amount !== undefined && item.gameName ? ' · ' : null}
            {item.gameName ? <span className="capitalize">{item.gameName}</span> : null}
          </p>
        ) : null}
      </div>
      <button type="button" className="cursor-pointer text-muted-foreground hover:text-foreground" onClick={onDismiss} aria-label="Dismiss notification">
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * Live notification toasts from the socket, on the right under the navbar (spec sections 3 and 4). They
 * stack under the toast area (one column, see ToastArea), so a toast raised at the same moment, like
 * "Withdrawal Request Submitted" with "Withdrawal requested", never covers them.
 */
export function LiveNotifications() {
  const { items, dismiss } = useLiveNotifications();
  const belowToasts = useBelowToastsSlot();
  if (items.length === 0) return null;
  const list = (
    <ol
      className={cn('flex flex-col gap-2', belowToasts ? 'w-full' : 'pointer-events-none fixed top-20 right-4 z-[100] w-80 max-w-[calc(100vw-2rem)]')}
      aria-live="polite"
      aria-label="Live notifications"
      data-testid="live-notifications"
    >
      {items.map((item) => (
        <LiveNotificationCard key={item.localId} item={item} onDismiss={() => dismiss(item.localId)} />
      ))}
    </ol>
  );
  // without a toast area (not mounted yet), on their own at its place
  return belowToasts ? createPortal(list, belowToasts) : list;
}
