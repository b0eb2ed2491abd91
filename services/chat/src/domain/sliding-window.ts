/**
 * A sliding-window rate limit: at most `limit` admissions in any `windowMs`. Given the times of the
 * previous admissions, says whether one more is admitted now and returns the history to keep. A refusal
 * says how long until one more would be admitted (`retryAfterMs`, at least 1), so the player can be told.
 */
export function admitInWindow(
  history: readonly number[],
  now: number,
  limit: number,
  windowMs: number,
): { admitted: boolean; history: number[]; retryAfterMs: number } {
  const recent = history.filter((t) => t > now - windowMs);
  if (recent.length < limit) return { admitted: true, history: [...recent, now], retryAfterMs: 0 };
  // an admission counts while t > now - windowMs; one more fits once all but limit - 1 of them left the window
  const sorted = [...recent].sort((x, y) => x - y);
  const freesASlot = sorted[sorted.length - limit]!;
  return { admitted: false, history: recent, retryAfterMs: Math.max(1, freesASlot + windowMs - now) };
}
