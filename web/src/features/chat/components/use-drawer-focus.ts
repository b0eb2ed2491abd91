import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard and screen-reader focus for the chat drawer: opening it takes focus into it (the message
 * box when it can be typed in and there is a keyboard to type with, else the close button), so Tab and
 * Escape work there at once; closing it (close button, Escape, the toggle) gives focus back to the
 * toggle button when focus was in the drawer or was lost with it (the closed drawer is inert, which
 * drops focus to the page), instead of leaving it nowhere. Focus moved elsewhere meanwhile stays.
 */
export function useDrawerFocus(open: boolean, drawer: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    const panel = drawer.current;
    if (!panel) return;
    if (open) {
      // on a touch screen the message box's focus would pop the on-screen keyboard up over the lines the
      // player opened the chat to read: there the close button takes it
      const hasKeyboard = window.matchMedia('(pointer: fine)').matches;
      const messageBox = hasKeyboard ? panel.querySelector<HTMLTextAreaElement>('textarea:not([disabled])') : null;
      const closeButton = panel.querySelector<HTMLElement>('[data-drawer-close]');
      (messageBox ?? closeButton)?.focus();
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body || panel.contains(active)) toggle.current?.focus();
  }, [open, drawer, toggle]);
}
