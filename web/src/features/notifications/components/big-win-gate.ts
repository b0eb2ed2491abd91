/**
 * Holds back a big-win notice while the round it is about may still be animating: the notice comes over
 * the socket as soon as the server settles the bet, seconds before a roulette wheel or a keno draw has
 * shown the outcome. Released by the next round shown (the game's settled()), at once if one was shown a
 * moment ago (an instant cash-out, whose notice comes just after), or after MAX_HOLD_MS (a round played in
 * another tab).
 */
export const RECENTLY_SHOWN_MS = 2_000;
export const MAX_HOLD_MS = 8_000;

export class BigWinGate {
  private lastShownAt = -Infinity;
  private readonly held = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** a round's outcome is on screen now: what was held for it may show */
  roundShown(): void {
    this.lastShownAt = this.now();
    const release = [...this.held];
    this.held.clear();
    release.forEach((show) => show());
  }

  /** runs `show` once the outcome it tells can no longer be spoiled */
  hold(show: () => void): void {
    if (this.now() - this.lastShownAt <= RECENTLY_SHOWN_MS) return show();
    let shown = false;
    const once = () => {
      if (shown) return;
      shown = true;
      this.held.delete(once);
      show();
    };
    this.held.add(once);
    setTimeout(once, MAX_HOLD_MS);
  }
}

/** The tab's one gate: games tell it when a round is shown, the live notifications ask it. */
export const bigWinGate = new BigWinGate();
