import { describe, expect, it } from 'vitest';
import { currentStreak } from '../../src/domain/streak.js';

const now = new Date('2026-03-10T08:00:00Z');

describe('currentStreak', () => {
  it('reads 0 for a player who never claimed', () => {
    expect(currentStreak(0, null, now)).toBe(0);
  });

  it('keeps the stored streak when the last claim was today or yesterday (UTC)', () => {
    expect(currentStreak(3, new Date('2026-03-10T00:00:00Z'), now)).toBe(3);
    expect(currentStreak(3, new Date('2026-03-09T00:00:01Z'), now)).toBe(3);
    expect(currentStreak(3, new Date('2026-03-09T23:59:59Z'), now)).toBe(3);
  });

  it('reads 0 once a whole UTC day was missed', () => {
    expect(currentStreak(3, new Date('2026-03-08T23:59:59Z'), now)).toBe(0);
  });

  it('counts calendar days in UTC, not 24-hour periods', () => {
    // 47 hours ago, but only one calendar day back: the streak can still continue today
    expect(currentStreak(2, new Date('2026-03-10T00:30:00Z'), new Date('2026-03-11T23:30:00Z'))).toBe(2);
    // only 25 hours ago, but the whole of 10 March was missed
    expect(currentStreak(2, new Date('2026-03-09T23:30:00Z'), new Date('2026-03-11T00:30:00Z'))).toBe(0);
  });
});
