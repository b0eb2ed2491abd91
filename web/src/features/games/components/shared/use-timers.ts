import { useEffect, useMemo, useRef } from 'react';

export interface Timers {
  /** runs `fn` once after `ms` */
  after: (ms: number, fn: () => void) => void;
  /** runs `fn` every `ms` until clear() or unmount */
  every: (ms: number, fn: () => void) => void;
  /** a promise resolved after `ms` (never resolved after unmount) */
  wait: (ms: number) => Promise<void>;
  clear: () => void;
}

/** Timeouts and intervals of one game screen's animations, all cancelled when the screen unmounts. */
export function useTimers(): Timers {
  const handles = useRef(new Set<ReturnType<typeof setTimeout>>());
  const intervals = useRef(new Set<ReturnType<typeof setInterval>>());
  const timers = useMemo<Timers>(() => {
    const clear = () => {
      handles.current.forEach(clearTimeout);
      intervals.current.forEach(clearInterval);
      handles.current.clear();
      intervals.current.clear();
    };
    const after = (ms: number, fn: () => void) => {
      const handle = setTimeout(() => {
        handles.current.delete(handle);
        fn();
      }, ms);
      handles.current.add(handle);
    };
    return {
      after,
      every: (ms, fn) => {
        intervals.current.add(setInterval(fn, ms));
      },
      wait: (ms) => new Promise<void>((resolve) => after(ms, resolve)),
      clear,
    };
  }, []);
  useEffect(() => timers.clear, [timers]);
  return timers;
}
