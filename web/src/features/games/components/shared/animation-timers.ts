/**
 * The timeouts and intervals of one game screen's animations. `dispose()` (the screen unmounting) stops
 * them all and resolves every pending `wait`, and any later `wait` at once: a round's animation then
 * finishes in no time instead of hanging, so the code after it still runs (the round's `settled()` that
 * refreshes the balance and the history, its entry in the recent list). `clear()` only stops what is
 * scheduled, for a screen that goes on.
 */
export class AnimationTimers {
  private readonly timeouts = new Set<ReturnType<typeof setTimeout>>();
  private readonly intervals = new Set<ReturnType<typeof setInterval>>();
  private readonly waiting = new Set<() => void>();
  private isDisposed = false;

  get disposed(): boolean {
    return this.isDisposed;
  }

  /** runs `fn` once after `ms` (never once disposed) */
  after(ms: number, fn: () => void): void {
    if (this.isDisposed) return;
    const handle = setTimeout(() => {
      this.timeouts.delete(handle);
      fn();
    }, ms);
    this.timeouts.add(handle);
  }

  /** runs `fn` every `ms` until clear() or dispose() */
  every(ms: number, fn: () => void): void {
    if (this.isDisposed) return;
    this.intervals.add(setInterval(fn, ms));
  }

  /** a promise resolved after `ms`, or at once when the screen is gone */
  wait(ms: number): Promise<void> {
    if (this.isDisposed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        this.waiting.delete(done);
        resolve();
      };
      this.waiting.add(done);
      this.after(ms, done);
    });
  }

  clear(): void {
    this.timeouts.forEach(clearTimeout);
    this.intervals.forEach(clearInterval);
    this.timeouts.clear();
    this.intervals.clear();
  }

  dispose(): void {
    this.isDisposed = true;
    this.clear();
    [...this.waiting].forEach((done) => done());
  }

  /** a screen mounted again (React's strict mode mounts twice in development) schedules again */
  revive(): void {
    this.isDisposed = false;
  }
}
