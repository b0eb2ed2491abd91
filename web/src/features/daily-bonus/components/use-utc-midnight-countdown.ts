import { useEffect, useState } from 'react';
import { msUntilNextUtcMidnight } from './utc-midnight';

/** 'HH:MM:SS' until the next UTC midnight (when the next daily bonus opens), ticking every second. */
export function useUtcMidnightCountdown(active: boolean): { text: string; msLeft: number } {
  const [msLeft, setMsLeft] = useState(() => msUntilNextUtcMidnight());
  useEffect(() => {
    if (!active) return;
    setMsLeft(msUntilNextUtcMidnight());
    const tick = setInterval(() => setMsLeft(msUntilNextUtcMidnight()), 1000);
    return () => clearInterval(tick);
  }, [active]);
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { text, msLeft };
}
