import { DAILY_BONUS_TOP_STREAK, dailyBonusPoints } from '@app/contracts';

/** Days done in the current week of the streak, 0..7 (a full week shows 7/7 on its last day). */
export function weekProgress(streak: number): number {
  if (streak <= 0) return 0;
  return streak % 7 === 0 ? 7 : streak % 7;
}

/**
 * What the streak leads to, under the weekly bar. The spec's card names a 'mega bonus' that nothing else
 * defines; the only reward a streak unlocks is the formula's cap, so that is what the name stands for here,
 * with its real numbers, rather than promising a week-seven prize the wallet never pays.
 */
export function streakGoalText(streak: number): string {
  const top = dailyBonusPoints(DAILY_BONUS_TOP_STREAK);
  if (streak >= DAILY_BONUS_TOP_STREAK) return `Mega bonus reached: ${top} points a day for as long as your streak lasts.`;
  const daysLeft = DAILY_BONUS_TOP_STREAK - streak;
  return `Every day of your streak adds 10%. ${daysLeft} more ${daysLeft === 1 ? 'day' : 'days'} in a row unlock the mega bonus: ${top} points a day.`;
}
