import { MessageCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CHAT_DRAWER_ID } from './chat-drawer';

/** How much page the floating button covers at the bottom: ChatDock keeps this much free at the end of the page. */
export const CHAT_TOGGLE_CLEARANCE_CLASS = 'h-16';

/**
 * The floating button that opens and closes the chat drawer. On a phone it is a round icon button (its
 * name stays "Live Chat" for screen readers), and while the drawer is open it steps aside: the drawer
 * fills the screen and has its own close button, so nothing floats over the messages. On wider screens
 * it keeps its label and, while open, sits beside the drawer.
 */
export function ChatToggleButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const label = open ? 'Close Chat' : 'Live Chat';
  return (
    <Button
      size="lg"
      className={cn(
        'fixed right-4 bottom-4 z-50 size-12 rounded-full p-0 shadow-xl sm:right-6 sm:bottom-6 sm:h-12 sm:w-auto sm:px-6',
        open && 'max-sm:hidden sm:right-[25.5rem]',
      )}
      aria-expanded={open}
      aria-controls={CHAT_DRAWER_ID}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid="chat-toggle"
    >
      {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );
}
