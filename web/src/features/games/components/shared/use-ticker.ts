import { useRef } from 'react';
import type { Timers } from './use-timers';

/**
 * Runs `tick` every `intervalMs` from start() until land(), which lets at least `minTicks` ticks happen in
 * all, then calls `tick` no more. Used to keep a game's animation running while the server answers, and
 * to end it only on the server's outcome.
 */
export function useTicker(timers: Timers, intervalMs: number, tick: () => void) {
  const count = useRef(0);
  const running = useRef(false);
  const tickRef = useRef(tick);
  tickRef.current = tick;

  const step = () => {
    if (!running.current) return;
    count.current++;
    tickRef.current();
    timers.after(intervalMs, step);
  };

  return {
    start: () => {
      count.current = 0;
      running.current = true;
      timers.after(intervalMs, step);
    },
    /** resolves once at least `minTicks` ticks have run; the ticker is then stopped */
    land: async (minTicks: number) => {
      // once the screen is gone no tick comes any more: land at once
      while (running.current && count.current < minTicks && !timers.disposed) await timers.wait(intervalMs);
      running.current = false;
    },
    stop: () => {
      running.current = false;
    },
  };
}
