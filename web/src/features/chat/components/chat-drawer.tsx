import type { KeyboardEvent, Ref } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useSocket } from '@/features/socket/socket-context';
import { cn } from '@/lib/utils';
import { useChatHistory } from '../api/get-chat-history';
import { ChatComposer } from './chat-composer';
import { ChatConnectionStatus } from './chat-connection-status';
import { ChatMessageList } from './chat-message-list';
import { RainBanner } from './rain-banner';

export const CHAT_DRAWER_ID = 'chat-drawer';

/**
 * The slide-out live chat (spec sections 2 and 4): connection indicator and online count, the lines,
 * the open rain, and the message box, which is disabled while disconnected and replaced by a
 * view-only notice for players whose e-mail is not verified. Escape closes it (ChatDock moves focus in and
 * back out, `useDrawerFocus`).
 */
export function ChatDrawer({
  open,
  onClose,
  onlineCount,
  ref,
}: {
  open: boolean;
  onClose: () => void;
  onlineCount: number | null;
  ref?: Ref<HTMLElement>;
}) {
  const user = useSignedInUser();
  const { connected } = useSocket();
  const history = useChatHistory(connected);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // an IME's Escape cancels its composition, not the chat
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  return (
    <aside
      ref={ref}
      id={CHAT_DRAWER_ID}
      aria-label="Live chat"
      aria-hidden={!open}
      inert={!open}
      className={cn(
        'fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col border-l border-border bg-background/95 shadow-2xl backdrop-blur-xl transition-transform duration-300',
        open ? 'translate-x-0' : 'translate-x-full',
      )}
      data-testid="chat-drawer"
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <MessageCircle className="size-5 text-primary" aria-hidden />
        <div className="flex-1">
          <h2 className="font-semibold">Live Chat</h2>
          <ChatConnectionStatus connected={connected} onlineCount={onlineCount} />
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close chat" data-testid="chat-close" data-drawer-close>
          <X aria-hidden />
        </Button>
      </header>

      <ChatMessageList lines={history.data} isPending={history.isPending} ownUsername={user.username} />
      {/* at the bottom, by the message box: the toasts and live notifications stack at the top right, over the drawer's top */}
      <RainBanner canJoin={user.emailVerified} />

      {user.emailVerified ? (
        <ChatComposer disabled={!connected} />
      ) : (
        <Alert variant="warning" className="m-3 w-auto" data-testid="chat-view-only">
          <AlertDescription>Chat is view-only until you verify your email address.</AlertDescription>
        </Alert>
      )}
    </aside>
  );
}
