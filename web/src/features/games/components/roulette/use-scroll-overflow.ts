import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element scrolls sideways (its content wider than itself) and whether it is scrolled to the
 * end, kept up to date as it resizes or scrolls: a side-scroller shows a hint only while there is more.
 */
export function useScrollOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ overflowing: false, atEnd: true });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const overflowing = el.scrollWidth > el.clientWidth + 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setState((s) => (s.overflowing === overflowing && s.atEnd === atEnd ? s : { overflowing, atEnd }));
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);
  return { ref, ...state };
}
