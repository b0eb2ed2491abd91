import { useRef, useState } from 'react';
import { ChatDrawer } from './chat-drawer';
import { CHAT_TOGGLE_CLEARANCE_CLASS, ChatToggleButton } from './chat-toggle-button';
import { useChatEvents } from './use-chat-events';
import { useDrawerFocus } from './use-drawer-focus';

/**
 * The dashboard's live chat: the toggle button and the drawer. The socket events are followed while the
 * drawer is closed too, so opening it shows what was said meanwhile and the button shows a rain starting.
 */
export function ChatDock() {
  const [open, setOpen] = useState(false);
  const { onlineCount } = useChatEvents();
  const drawer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDrawerFocus(open, drawer, toggle);
  return (
    <>
      {/* room at the end of the page, so the button (the phone's bar, or floating) never hides its last lines */}
      <div aria-hidden className={CHAT_TOGGLE_CLEARANCE_CLASS} data-testid="chat-toggle-clearance" />
      <ChatToggleButton ref={toggle} open={open} onToggle={() => setOpen((value) => !value)} />
      <ChatDrawer ref={drawer} open={open} onClose={() => setOpen(false)} onlineCount={onlineCount} />
    </>
  );
}
