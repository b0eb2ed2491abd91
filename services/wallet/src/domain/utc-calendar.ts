const DAY_MS = 86_400_000;

/** Midnight (UTC) that starts the calendar day containing `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** Midnight (UTC) that ends the calendar day containing `at`. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(startOfUtcDay(at).getTime() + DAY_MS);
}

/** "2026-03-10": the UTC calendar day of `at`, as keys and DATE columns spell it. */
export function utcDateKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}
