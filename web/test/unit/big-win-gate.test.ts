import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BigWinGate, MAX_HOLD_MS, RECENTLY_SHOWN_MS } from '../../src/features/notifications/components/big-win-gate';

// A big-win notice arrives when the server settles the bet, before the game has shown the outcome.
describe('BigWinGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a notice that arrives during the animation until the round is shown', () => {
    const gate = new BigWinGate();
    const shown: string[] = [];
    gate.hold(() => shown.push('big win'));
    vi.advanceTimersByTime(4_000); // roulette still spinning
    expect(shown).toEqual([]);
    gate.roundShown();
    expect(shown).toEqual(['big win']);
    vi.advanceTimersByTime(MAX_HOLD_MS);
    expect(shown).toEqual(['big win']); // once
  });

  it('shows at once a notice that comes just after its round was shown (an instant cash-out)', () => {
    const gate = new BigWinGate();
    gate.roundShown();
    vi.advanceTimersByTime(RECENTLY_SHOWN_MS - 100);
    const shown: string[] = [];
    gate.hold(() => shown.push('big win'));
    expect(shown).toEqual(['big win']);
  });

  it('shows a notice no round on this screen releases after MAX_HOLD_MS (a round played in another tab)', () => {
    const gate = new BigWinGate();
    gate.roundShown();
    vi.advanceTimersByTime(60_000);
    const shown: string[] = [];
    gate.hold(() => shown.push('big win'));
    vi.advanceTimersByTime(MAX_HOLD_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['big win']);
  });
});
