/** Daily bonus points for a streak (spec section 9): floor(5 × (1 + min(streak × 0.1, 2))). */
export function dailyBonusFor(streak: number): number {
  return Math.floor(5 * (1 + Math.min(streak * 0.1, 2)));
}

/** Days done in the current week of the streak, 0..7 (a full week shows 7/7 on its last day). */
export function weekProgress(streak: number): number {
  if (streak <= 0) return 0;
  return streak % 7 === 0 ? 7 : streak % 7;
}
