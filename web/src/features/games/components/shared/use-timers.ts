import { useEffect, useState } from 'react';
import { AnimationTimers } from './animation-timers';

export type Timers = AnimationTimers;

/** The screen's animation timers, disposed when it unmounts (see AnimationTimers). */
export function useTimers(): Timers {
  const [timers] = useState(() => new AnimationTimers());
  useEffect(() => {
    timers.revive();
    return () => timers.dispose();
  }, [timers]);
  return timers;
}
