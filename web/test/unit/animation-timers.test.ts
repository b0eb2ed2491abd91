import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimationTimers } from '../../src/features/games/components/shared/animation-timers';

// A game screen awaits its animation, then calls settled() (balance, history) in a finally: if the player
// leaves mid-animation, the wait must still end, or the balance shown stays the one before the round.
describe('AnimationTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves a pending wait when the screen is disposed, so the code after the animation still runs', async () => {
    const timers = new AnimationTimers();
    const steps: string[] = [];
    const round = (async () => {
      try {
        await timers.wait(4_000);
        steps.push('shown');
      } finally {
        steps.push('settled');
      }
    })();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(steps).toEqual([]);
    timers.dispose();
    await round;
    expect(steps).toEqual(['shown', 'settled']);
  });

  it('once disposed, waits end at once and nothing is scheduled any more', async () => {
    const timers = new AnimationTimers();
    timers.dispose();
    const fired: string[] = [];
    timers.after(10, () => fired.push('after'));
    timers.every(10, () => fired.push('every'));
    const loop = (async () => {
      for (let i = 0; i < 20; i++) await timers.wait(200); // keno's draw: twenty steps
      fired.push('done');
    })();
    await loop;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toEqual(['done']);
  });

  it('clear() stops what is scheduled without ending a wait, for a screen that goes on', async () => {
    const timers = new AnimationTimers();
    let ended = false;
    void timers.wait(100).then(() => (ended = true));
    const ticks: number[] = [];
    timers.every(10, () => ticks.push(1));
    timers.clear();
    await vi.advanceTimersByTimeAsync(500);
    expect([ended, ticks.length]).toEqual([false, 0]);
  });

  it('schedules again after a remount (revive)', async () => {
    const timers = new AnimationTimers();
    timers.dispose();
    timers.revive();
    let ended = false;
    void timers.wait(100).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });
});
