import { useEffect, useReducer } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering 4 times a second while it runs (and
 * no longer once it has passed); 0 once it has passed, or when there is no deadline.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
