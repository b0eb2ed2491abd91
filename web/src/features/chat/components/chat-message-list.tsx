import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@app/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { ChatMessageLine } from './chat-message-line';
import { showsNewest } from './chat-scroll';

/**
 * The chat lines, oldest first. A new line scrolls the list to it while the reader is at the end (or
 * when it is the reader's own line); one who scrolled up to read stays where they are. The newest line's
 * id, not the number of lines, says that one arrived: once the list holds its maximum, every new line
 * drops the oldest and the count stays the same.
 */
export function ChatMessageList({ lines, isPending, ownUsername }: { lines: ChatMessage[] | undefined; isPending: boolean; ownUsername?: string }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const newest = lines?.at(-1);
  const newestId = newest?.id ?? null;
  const newestIsOwn = newest !== undefined && newest.type === 'message' && newest.username === ownUsername;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !(following.current || newestIsOwn)) return;
    // the list's own scroll position only: scrollIntoView would scroll the page behind the drawer too
    scroller.scrollTop = scroller.scrollHeight;
    following.current = true;
  }, [newestId, newestIsOwn]);

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }

  if (!lines || lines.length === 0) {
    return <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground">No messages yet. Say hello!</p>;
  }

  return (
    <div
      ref={scrollerRef}
      className="flex-1 overflow-y-auto px-3 py-2"
      onScroll={(event) => {
        following.current = showsNewest(event.currentTarget);
      }}
      data-testid="chat-messages"
    >
      <ul className="flex flex-col gap-1" aria-live="polite" aria-label="Chat history">
        {lines.map((line) => (
          <ChatMessageLine key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}
