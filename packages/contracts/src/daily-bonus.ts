/**
 * The daily bonus formula, shared by the wallet (which pays it) and the web app (which says what a streak
 * is worth): points = floor(5 × (1 + min(streak × 0.1, 2))), where `streak` counts the claim being paid.
 * So the first claim pays 5, the seventh 8, and from the 20th on the multiplier stays at 3: 15 points.
 */
export const DAILY_BONUS_BASE = 5;
/** the streak at which min(streak × 0.1, 2) reaches its cap: the largest bonus is paid from this day on */
export const DAILY_BONUS_TOP_STREAK = 20;

/** floor(5 × (1 + min(streak × 0.1, 2))) in integers: floor(5 × (10 + min(streak, 20)) / 10), no float rounding. */
export function dailyBonusPoints(streak: number): number {
  const s = Math.min(Math.max(Math.trunc(streak), 1), DAILY_BONUS_TOP_STREAK);
  return Math.floor((DAILY_BONUS_BASE * (10 + s)) / 10);
}
