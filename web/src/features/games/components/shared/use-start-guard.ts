import { useCallback, useState } from 'react';
import { useTimers } from './use-timers';

// Long enough to swallow the second click of a double-click and a tap that was on its way when the round ended.
const START_GUARD_MS = 1000;

/**
 * Where a game's start button takes the place of its cash-out button when a round ends, a click meant for
 * the cash-out that lands just after the end must not start a new round: `arm()` when the round ends keeps
 * the start button disabled (`guarded`) for a moment.
 */
export function useStartGuard(ms = START_GUARD_MS): { guarded: boolean; arm: () => void } {
  const [guarded, setGuarded] = useState(false);
  const timers = useTimers();
  const arm = useCallback(() => {
    setGuarded(true);
    timers.after(ms, () => setGuarded(false));
  }, [ms, timers]);
  return { guarded, arm };
}
