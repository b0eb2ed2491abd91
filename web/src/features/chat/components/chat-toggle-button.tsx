import { MessageCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CHAT_DRAWER_ID } from './chat-drawer';

/** The floating button that opens and closes the chat drawer. */
export function ChatToggleButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      size="lg"
      // While open it moves clear of the drawer's message box: above it on phones, beside it on wider screens.
      className={cn('fixed right-6 bottom-6 z-50 rounded-full shadow-xl', open && 'bottom-28 sm:right-[25.5rem] sm:bottom-6')}
      aria-expanded={open}
      aria-controls={CHAT_DRAWER_ID}
      onClick={onToggle}
      data-testid="chat-toggle"
    >
      {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
      {open ? 'Close Chat' : 'Live Chat'}
    </Button>
  );
}
