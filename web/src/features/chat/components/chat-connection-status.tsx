import { Users } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The connected / disconnected indicator and the number of players online. */
export function ChatConnectionStatus({ connected, onlineCount }: { connected: boolean; onlineCount: number | null }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span className="flex items-center gap-1.5" data-testid="chat-connected" data-connected={connected ? 'true' : 'false'} role="status">
        <span className={cn('inline-block size-2 rounded-full', connected ? 'bg-success' : 'bg-destructive')} aria-hidden />
        {connected ? 'Connected' : 'Disconnected'}
      </span>
      {onlineCount !== null ? (
        <span className="flex items-center gap-1" data-testid="chat-online-count">
          <Users className="size-3.5" aria-hidden />
          {onlineCount} online
        </span>
      ) : null}
    </div>
  );
}
