const DAY_MS = 86_400_000;

/** Days since the epoch of the UTC calendar day containing `at`. */
export function utcDay(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/**
 * The streak as the player sees it now: the stored count only lasts while it can still be continued,
 * that is while the last claim was today or yesterday (UTC). After a missed day it reads 0.
 */
export function currentStreak(storedStreak: number, lastClaim: Date | null, now: Date): number {
  if (!lastClaim) return 0;
  return utcDay(now) - utcDay(lastClaim) <= 1 ? storedStreak : 0;
}
