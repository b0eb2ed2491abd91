/**
 * A sliding-window rate limit: at most `limit` admissions in any `windowMs`. Given the times of the
 * previous admissions, says whether one more is admitted now and returns the history to keep.
 */
export function admitInWindow(history: readonly number[], now: number, limit: number, windowMs: number): { admitted: boolean; history: number[] } {
  const recent = history.filter((t) => t > now - windowMs);
  if (recent.length >= limit) return { admitted: false, history: recent };
  return { admitted: true, history: [...recent, now] };
}
