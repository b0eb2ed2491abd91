import { useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';

const PAGE = () => document.activeElement === null || document.activeElement === document.body || document.activeElement === document.documentElement;

/**
 * Where a game swaps one action button for another (Start → Cash Out → Start, Deal → Hit/Stand → Deal,
 * Play → New Game → Play), the button that held the keyboard focus leaves the page, and the browser drops
 * the focus to the body. While the focus is inside, this hands it to the button that took the place (a
 * `PlayButton`, else the first button), so Enter and Space keep playing. A focus the player moved elsewhere
 * (Tab, a click) is left alone.
 */
export function FocusKeeper({ children, className }: { children: ReactNode; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const held = useRef(false);

  // After every render: the children are what may have replaced the focused button.
  useLayoutEffect(() => {
    if (!held.current || !root.current || !PAGE()) return;
    const next = root.current.querySelector<HTMLElement>('[data-keep-focus]:not([disabled])') ?? root.current.querySelector<HTMLElement>('button:not([disabled])');
    next?.focus();
  });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to) {
      held.current = root.current?.contains(to) ?? false;
      return;
    }
    // Focus to nowhere: a click on the page (the element is still there and enabled) lets go; a removed or
    // disabled button does not.
    const left = event.target;
    requestAnimationFrame(() => {
      if (left.isConnected && !left.matches(':disabled') && PAGE()) held.current = false;
    });
  };

  return (
    <div ref={root} className={className} onFocus={() => (held.current = true)} onBlur={onBlur}>
      {children}
    </div>
  );
}
