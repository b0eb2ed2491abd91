import { useState } from 'react';
import { ChatDrawer } from './chat-drawer';
import { ChatToggleButton } from './chat-toggle-button';
import { useChatEvents } from './use-chat-events';

/**
 * The dashboard's live chat: the toggle button and the drawer. The socket events are followed while the
 * drawer is closed too, so opening it shows what was said meanwhile.
 */
export function ChatDock() {
  const [open, setOpen] = useState(false);
  const { onlineCount } = useChatEvents();
  return (
    <>
      <ChatToggleButton open={open} onToggle={() => setOpen((value) => !value)} />
      <ChatDrawer open={open} onClose={() => setOpen(false)} onlineCount={onlineCount} />
    </>
  );
}
