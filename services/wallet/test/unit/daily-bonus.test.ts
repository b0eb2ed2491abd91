import { describe, expect, it } from 'vitest';
import { dailyBonusPoints } from '@app/contracts';
import { dailyBonusStatus, planDailyBonus } from '../../src/domain/daily-bonus.js';

const at = (iso: string) => new Date(iso);

describe('daily bonus points', () => {
  it('pays floor(5 × (1 + min(streak × 0.1, 2))) with the streak counting today', () => {
    expect(dailyBonusPoints(1)).toBe(5); // floor(5.5)
    expect(dailyBonusPoints(2)).toBe(6);
    expect(dailyBonusPoints(3)).toBe(6); // floor(6.5): no float error makes it 6.499…
    expect(dailyBonusPoints(7)).toBe(8);
    expect(dailyBonusPoints(10)).toBe(10);
    expect(dailyBonusPoints(19)).toBe(14);
  });

  it('stops growing at a streak of 20 (multiplier 3)', () => {
    expect(dailyBonusPoints(20)).toBe(15);
    expect(dailyBonusPoints(365)).toBe(15);
  });

  it('agrees with the formula as written for every streak up to 40', () => {
    for (let s = 1; s <= 40; s++) expect(dailyBonusPoints(s)).toBe(Math.floor(Math.round(5 * (1 + Math.min(s * 0.1, 2)) * 1e9) / 1e9));
  });
});

describe('planning a claim', () => {
  const now = at('2026-03-10T08:00:00Z');

  it('starts a streak of 1 on a first claim, keyed by the UTC day', () => {
    expect(planDailyBonus(0, null, now)).toEqual({ streak: 1, points: 5, operationId: 'daily_bonus:2026-03-10' });
  });

  it('continues the streak when the last claim was yesterday (UTC)', () => {
    expect(planDailyBonus(6, at('2026-03-09T23:59:59Z'), now)).toMatchObject({ streak: 7, points: 8 });
  });

  it('resets the streak to 1 after a missed day', () => {
    expect(planDailyBonus(6, at('2026-03-08T12:00:00Z'), now)).toMatchObject({ streak: 1, points: 5 });
  });

  it('refuses a second claim on the same UTC day with ALREADY_CLAIMED', () => {
    expect(() => planDailyBonus(1, at('2026-03-10T00:00:00Z'), now)).toThrow(expect.objectContaining({ code: 'ALREADY_CLAIMED', message: 'Bonus already claimed today' }));
  });

  it('allows the next claim right after UTC midnight, not 24 hours later', () => {
    expect(planDailyBonus(1, at('2026-03-09T23:30:00Z'), at('2026-03-10T00:00:01Z'))).toMatchObject({ streak: 2 });
  });
});

describe('bonus status', () => {
  it('is claimable with no wait for a player who never claimed', () => {
    expect(dailyBonusStatus(0, null, at('2026-03-10T08:00:00Z'))).toEqual({ canClaim: true, timeUntilNext: 0, streak: 0, nextBonus: 5, lastDailyBonus: null });
  });

  it('after today’s claim counts the hours to the next UTC midnight and shows tomorrow’s bonus', () => {
    const status = dailyBonusStatus(3, at('2026-03-10T01:00:00Z'), at('2026-03-10T18:30:00Z'));
    expect(status).toMatchObject({ canClaim: false, timeUntilNext: 5.5, streak: 3, nextBonus: dailyBonusPoints(4) });
  });

  it('shows a broken streak as 0 and the next claim as a day-1 bonus', () => {
    expect(dailyBonusStatus(9, at('2026-03-01T10:00:00Z'), at('2026-03-10T10:00:00Z'))).toMatchObject({ canClaim: true, streak: 0, nextBonus: 5 });
  });
});
