import { dailyBonusPoints } from '@app/contracts';
import { AppError } from '@app/platform';
import { currentStreak, utcDay } from './streak.js';
import { nextUtcMidnight, utcDateKey } from './utc-calendar.js';

/**
 * The daily bonus: points = floor(5 × (1 + min(streak × 0.1, 2))), once per UTC calendar day.
 *
 * Decision: `streak` is the streak INCLUDING the claim being paid. The spec's weekly progress bar reads
 * streak/7 right after a claim, so the 7th consecutive claim must fill it; counting today's claim makes
 * the number on the bar, in the answer and in the formula the same one. So the first claim (streak 1)
 * pays 5, the second 6, the tenth 10, and from the 20th day on the multiplier stays at 3: 15 points.
 * A missed UTC day resets the streak, so the next claim is streak 1 again. The formula itself is in
 * contracts (`dailyBonusPoints`), since the web app states what a streak is worth.
 */

/** Whether today's (UTC) bonus is still to be claimed. */
export function canClaimDailyBonus(lastClaim: Date | null, now: Date): boolean {
  return lastClaim === null || utcDay(lastClaim) < utcDay(now);
}

export interface PlannedDailyBonus {
  /** the streak including this claim */
  streak: number;
  points: number;
  /** the ledger key: one bonus per user per UTC day, whatever else goes wrong */
  operationId: string;
}

export const ALREADY_CLAIMED_MESSAGE = 'Bonus already claimed today';

/** The claim a player may make now, or ALREADY_CLAIMED; `storedStreak`/`lastClaim` are the account's. */
export function planDailyBonus(storedStreak: number, lastClaim: Date | null, now: Date): PlannedDailyBonus {
  if (!canClaimDailyBonus(lastClaim, now)) throw new AppError('ALREADY_CLAIMED', ALREADY_CLAIMED_MESSAGE);
  const streak = currentStreak(storedStreak, lastClaim, now) + 1;
  return { streak, points: dailyBonusPoints(streak), operationId: `daily_bonus:${utcDateKey(now)}` };
}

export interface DailyBonusStatus {
  canClaim: boolean;
  /** hours until the next UTC midnight (0 when claimable now) */
  timeUntilNext: number;
  streak: number;
  nextBonus: number;
  lastDailyBonus: string | null;
}

export function dailyBonusStatus(storedStreak: number, lastClaim: Date | null, now: Date): DailyBonusStatus {
  const canClaim = canClaimDailyBonus(lastClaim, now);
  const streak = currentStreak(storedStreak, lastClaim, now);
  const hours = (nextUtcMidnight(now).getTime() - now.getTime()) / 3_600_000;
  return {
    canClaim,
    timeUntilNext: canClaim ? 0 : Math.round(hours * 10_000) / 10_000,
    streak,
    // claimable: today's claim continues the current streak; claimed: tomorrow's would
    nextBonus: dailyBonusPoints(streak + 1),
    lastDailyBonus: lastClaim?.toISOString() ?? null,
  };
}

export function dailyBonusMessage(points: number, streak: number): string {
  return `Daily bonus claimed! +${points} points (${streak}-day streak)`;
}
