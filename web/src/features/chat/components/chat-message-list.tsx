import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@app/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { ChatMessageLine } from './chat-message-line';

/** The chat lines, oldest first, kept scrolled to the newest. */
export function ChatMessageList({ lines, isPending }: { lines: ChatMessage[] | undefined; isPending: boolean }) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = lines?.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }

  if (count === 0) {
    return <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground">No messages yet. Say hello!</p>;
  }

  return (
    <div className="flex-1 overflow-y-auto px-3 py-2" data-testid="chat-messages">
      <ul className="flex flex-col gap-1" aria-live="polite" aria-label="Chat history">
        {lines?.map((line) => <ChatMessageLine key={line.id} line={line} />)}
      </ul>
      <div ref={endRef} />
    </div>
  );
}
