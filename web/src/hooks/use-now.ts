import { useEffect, useState } from 'react';

/**
 * The current time, taken again every `intervalMs`: a relative time on screen ("just now", "5m ago")
 * moves on while the page stays open and nothing else changes.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
