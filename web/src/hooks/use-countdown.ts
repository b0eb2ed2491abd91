import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` once per second while `active`, then calls `onDone` once.
 * Returns the seconds left, for texts like 'Redirecting in 3 seconds'.
 */
export function useCountdown(seconds: number, onDone: () => void, active = true): number {
  const [left, setLeft] = useState(seconds);
  // Keep the latest callback without restarting the timer when the caller re-renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    setLeft(seconds);
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
    }, 250);
    const done = setTimeout(() => onDoneRef.current(), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [seconds, active]);

  return left;
}
