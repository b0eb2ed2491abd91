/** The daily bonus opens again at each UTC midnight (the server's day boundary). */
export const DAY_MS = 86_400_000;

/** Epoch ms of the first UTC midnight after `now`. */
export function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

export function msUntilNextUtcMidnight(now = Date.now()): number {
  return nextUtcMidnight(now) - now;
}
