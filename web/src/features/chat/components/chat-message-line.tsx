import { CloudRain, Info } from 'lucide-react';
import type { ChatMessage } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/**
 * One chat line. The text is rendered as text, never as HTML (design section 6). System and rain lines
 * are centred notices; an admin's name and text are red with an Admin badge (spec section 6).
 */
export function ChatMessageLine({ line }: { line: ChatMessage }) {
  if (line.type === 'system' || line.type === 'rain') {
    const Icon = line.type === 'rain' ? CloudRain : Info;
    return (
      <li
        className={cn('flex items-start gap-2 rounded-md px-3 py-2 text-xs', line.type === 'rain' ? 'bg-primary/10 text-primary' : 'bg-muted/60 text-muted-foreground')}
        data-testid="chat-message"
        data-type={line.type}
      >
        <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span className="break-words whitespace-pre-wrap">{line.message}</span>
      </li>
    );
  }

  return (
    <li className="px-1 py-1 text-sm" data-testid="chat-message" data-type="message" data-admin={line.isAdmin || undefined}>
      <div className="flex items-center gap-2">
        <span className={cn('font-semibold', line.isAdmin ? 'text-destructive' : 'text-foreground')}>{line.username}</span>
        {line.isAdmin ? (
          <Badge variant="destructive" className="px-1.5 py-0 text-[10px]" data-testid="chat-admin-badge">
            Admin
          </Badge>
        ) : null}
        <time className="ml-auto text-[10px] text-muted-foreground" dateTime={line.timestamp}>
          {formatTime(line.timestamp)}
        </time>
      </div>
      <p className={cn('break-words whitespace-pre-wrap', line.isAdmin ? 'text-destructive' : 'text-foreground/90')}>{line.message}</p>
    </li>
  );
}
