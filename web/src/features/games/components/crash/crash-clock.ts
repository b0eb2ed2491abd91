import type { CrashLiveRound } from '@app/contracts';

/**
 * The server's published clock of a live round: multiplier(t) = 1 + growthPerSecond × t, in hundredths
 * floor(100 + t_ms × growthPerSecond / 10), up to maxMultiplier. t is server time since startedAt; the
 * browser estimates it from its own clock plus the offset seen in the server's answer.
 */
export interface CrashClock {
  startedAtMs: number;
  /** server clock minus browser clock */
  offsetMs: number;
  growthPerSecond: number;
  maxMultiplier: number;
}

export function clockOf(round: CrashLiveRound, receivedAtMs = Date.now()): CrashClock {
  return {
    startedAtMs: Date.parse(round.startedAt),
    offsetMs: Date.parse(round.serverTime) - receivedAtMs,
    growthPerSecond: round.growthPerSecond,
    maxMultiplier: round.maxMultiplier,
  };
}

export function multiplierAt(clock: CrashClock, nowMs = Date.now()): number {
  const elapsed = Math.max(0, nowMs + clock.offsetMs - clock.startedAtMs);
  const hundredths = Math.floor(100 + (elapsed * clock.growthPerSecond) / 10);
  return Math.min(clock.maxMultiplier, hundredths / 100);
}
