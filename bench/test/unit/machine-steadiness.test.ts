import { describe, expect, it } from 'vitest';
import { judgeSteadiness } from '../../src/machine-steadiness.js';

describe('judgeSteadiness (whether a run measured the code or a machine changing speed)', () => {
  it('calls a full run steady when its baselines stay within 20%, and states both yardsticks', () => {
    const verdict = judgeSteadiness({ wakeUpMs: 0.7, baselineBetsPerSecond: 6867 }, { wakeUpMs: 0.78, baselineBetsPerSecond: 6100 });
    expect(verdict.steady).toBe(true);
    expect(verdict.sentence).toContain('0.70 ms of CPU at the start and 0.78 at the end');
    expect(verdict.sentence).toContain('6867 bets/s at the start and 6100 at the end');
  });

  it('flags a run whose baseline fell by two-thirds (2026-11-28: 6,867 before, 2,315 in a slow hour)', () => {
    const verdict = judgeSteadiness({ wakeUpMs: 0.7, baselineBetsPerSecond: 6867 }, { wakeUpMs: 0.75, baselineBetsPerSecond: 2315 });
    expect(verdict.steady).toBe(false);
    expect(verdict.sentence).toMatch(/speed changed during this run .*6867 bets\/s at the start and 2315 at the end/);
  });

  it('flags a wake-up that became 40% dearer in a run without a baseline, whichever way the change went, and lets a quarter pass (its noise)', () => {
    expect(judgeSteadiness({ wakeUpMs: 0.7 }, { wakeUpMs: 0.98 }).steady).toBe(false);
    expect(judgeSteadiness({ wakeUpMs: 0.98 }, { wakeUpMs: 0.7 }).steady).toBe(false);
    expect(judgeSteadiness({ wakeUpMs: 0.7 }, { wakeUpMs: 0.88 }).steady).toBe(true);
  });

  it('judges a full run by its baselines: wake-ups 0.94 and 0.63 apart do not overrule baselines of 8,017 and 8,133 (2026-11-29)', () => {
    const verdict = judgeSteadiness({ wakeUpMs: 0.94, baselineBetsPerSecond: 8017 }, { wakeUpMs: 0.63, baselineBetsPerSecond: 8133 });
    expect(verdict.steady).toBe(true);
    expect(verdict.sentence).toContain('8017 bets/s at the start and 8133 at the end');
    expect(verdict.sentence).toContain('0.94 ms of CPU at the start and 0.63 at the end');
  });

  it('flags a baseline that moved by a quarter even when the wake-ups agree', () => {
    expect(judgeSteadiness({ wakeUpMs: 0.7, baselineBetsPerSecond: 6000 }, { wakeUpMs: 0.7, baselineBetsPerSecond: 4800 }).steady).toBe(false);
  });

  it('judges the wake-up alone when the run had no baseline (--quick)', () => {
    const verdict = judgeSteadiness({ wakeUpMs: 0.7 }, { wakeUpMs: 0.72 });
    expect(verdict.steady).toBe(true);
    expect(verdict.sentence).not.toContain('baseline');
  });
});
