import { describe, expect, it } from 'vitest';
import { readLadder, withinTarget } from '../../src/ladder.js';

const step = (offered: number, p99: number, errors = 0) => ({ offered, load: { errors, latency: { p99 } } });

describe('readLadder (the rate the platform sustains within p99 ≤ 100 ms)', () => {
  it('claims the top of an unbroken run of passing steps', () => {
    const steps = [step(400, 40), step(600, 70), step(850, 95), step(1000, 180), step(1150, 300)];
    const { sustained, highestPassed, firstMiss } = readLadder(steps);
    expect(sustained?.offered).toBe(850);
    expect(highestPassed?.offered).toBe(850);
    expect(firstMiss?.offered).toBe(1000);
  });

  it('does not claim a step that passed above a miss (2026-11-29 05:26: 400 and 600 missed, 850 passed)', () => {
    const steps = [step(350, 60), step(400, 130), step(450, 90), step(500, 80), step(600, 140), step(700, 95), step(850, 99), step(1000, 200), step(1150, 400)];
    const { sustained, highestPassed, firstMiss } = readLadder(steps);
    expect(sustained?.offered).toBe(350);
    expect(highestPassed?.offered).toBe(850);
    expect(firstMiss?.offered).toBe(400);
  });

  it('counts a step with errors as a miss, however fast it was', () => {
    expect(withinTarget(step(600, 20, 1).load)).toBe(false);
    expect(readLadder([step(50, 10), step(100, 12, 3), step(150, 15)]).sustained?.offered).toBe(50);
  });

  it('counts a p99 of exactly 100 ms as within the target', () => {
    expect(withinTarget(step(1000, 100).load)).toBe(true);
    expect(withinTarget(step(1000, 100.1).load)).toBe(false);
  });

  it('claims nothing when the lowest step missed, and everything when none did', () => {
    expect(readLadder([step(50, 150), step(100, 40)]).sustained).toBeUndefined();
    const all = [step(50, 10), step(100, 12)];
    expect(readLadder(all)).toEqual({ sustained: all[1], highestPassed: all[1], firstMiss: undefined });
  });
});
