import type { Ref } from 'react';
import { CloudRain, MessageCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CHAT_DRAWER_ID } from './chat-drawer';
import { chatToggleLabel } from './chat-toggle-label';
import { useOpenRain } from './use-open-rain';

/**
 * How much page the chat button covers at the bottom (the phone's bar, with the notch's safe area, or the
 * floating button): ChatDock keeps this much free at the end of the page.
 */
export const CHAT_TOGGLE_CLEARANCE_CLASS = 'h-[calc(4rem+env(safe-area-inset-bottom))]';

/**
 * The button that opens and closes the chat drawer. On a phone it sits in a bar across the bottom of the
 * screen rather than floating over the page, whose cards span the whole width, so it never covers a
 * button ("Claim Bonus"); while the drawer is open the bar steps aside, as the drawer fills the screen
 * and has its own close button. On wider screens it floats in the corner and, while open, sits beside
 * the drawer. While a rain is open and the drawer closed it shows the rain's countdown, so a player who
 * has the chat closed sees it and can open the chat to join.
 */
export function ChatToggleButton({ open, onToggle, ref }: { open: boolean; onToggle: () => void; ref?: Ref<HTMLButtonElement> }) {
  const openRain = useOpenRain();
  const rainSecondsLeft = !open && openRain ? openRain.secondsLeft : null;
  const label = chatToggleLabel(open, rainSecondsLeft);
  return (
    // `sm:contents`: on wider screens the bar's box goes away and the button floats on its own
    <div
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background/95 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-xl sm:contents',
        open && 'max-sm:hidden',
      )}
      data-testid="chat-toggle-bar"
    >
      <Button
        ref={ref}
        className={cn(
          'h-11 w-full rounded-full sm:fixed sm:right-6 sm:bottom-6 sm:z-50 sm:h-12 sm:w-auto sm:px-6 sm:text-base sm:shadow-xl',
          open && 'sm:right-[25.5rem]',
        )}
        aria-expanded={open}
        aria-controls={CHAT_DRAWER_ID}
        aria-label={label}
        title={label}
        onClick={onToggle}
        data-testid="chat-toggle"
      >
        {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
        {open ? 'Close Chat' : 'Live Chat'}
        {rainSecondsLeft !== null ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-background px-2 py-0.5 text-xs font-semibold text-gold tabular-nums motion-safe:animate-pulse"
            aria-hidden
            data-testid="chat-toggle-rain"
          >
            <CloudRain aria-hidden />
            {rainSecondsLeft}s
          </span>
        ) : null}
      </Button>
    </div>
  );
}
