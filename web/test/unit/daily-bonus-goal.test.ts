import { describe, expect, it } from 'vitest';
import { streakGoalText, weekProgress } from '../../src/features/daily-bonus/components/bonus-formula';

describe('the daily bonus card says what a streak leads to, in the wallet formula’s numbers', () => {
  it('counts the days left to the top bonus, 15 points from a 20-day streak', () => {
    expect(streakGoalText(0)).toBe('Every day of your streak adds 10%. 20 more days in a row unlock the mega bonus: 15 points a day.');
    expect(streakGoalText(7)).toContain('13 more days in a row');
    expect(streakGoalText(19)).toContain('1 more day in a row');
  });

  it('says the mega bonus is reached from the 20th day on', () => {
    expect(streakGoalText(20)).toBe('Mega bonus reached: 15 points a day for as long as your streak lasts.');
    expect(streakGoalText(45)).toBe(streakGoalText(20));
  });

  it('fills the weekly bar on the 7th day and starts the next week after it', () => {
    expect([0, 1, 6, 7, 8, 14].map(weekProgress)).toEqual([0, 1, 6, 7, 1, 7]);
  });
});
