import { runOpenLoop, type OpenLoopResult } from './open-loop.js';
import type { CpuWindow } from './cpu.js';
import { totalOf } from './stats.js';

// past 1,000 (the target) so that the table shows the margin above it, if there is one
export const LADDER_RATES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 850, 1000, 1150, 1300];
// 10 s: a step's p99 is then taken over 500 bets or more (the fifth-worst at 50 bets/s), not 250 (where one pause of the
// machine decides it)
export const LADDER_STEP_MS = 10_000;
export const P99_TARGET_MS = 100;

export interface LadderStep {
  offered: number;
  load: OpenLoopResult;
  /** CPU milliseconds per settled bet, every process of the machine's groups together */
  cpuPerBetMs: number;
  /** what the machine's other programs took meanwhile, in cores (0.25: a quarter of one) */
  otherPrograms: number;
}

/** What the target judges of a load. */
type Judged = { errors: number; latency: { p99: number } };

export const withinTarget = (load: Judged) => load.errors === 0 && load.latency.p99 <= P99_TARGET_MS;

/**
 * Offered rates from low to high, until two steps in a row miss p99 ≤ 100 ms or have errors (one miss
 * may be a hiccup of a busy machine; after two, higher rates would miss too).
 */
export async function climbLadder(options: {
  players: number;
  send: (player: number) => Promise<true | string>;
  /** resolves once every consumer has handled the events of the steps so far */
  caughtUp: () => Promise<unknown>;
  openCpuWindow: () => CpuWindow;
  log: (line: string) => void;
}): Promise<LadderStep[]> {
  const steps: LadderStep[] = [];
  for (const offered of LADDER_RATES) {
    options.log(`ladder: ${offered} bets/s for ${LADDER_STEP_MS / 1000} s`);
    const cpuWindow = options.openCpuWindow();
    const load = await runOpenLoop({ rate: offered, durationMs: LADDER_STEP_MS, players: options.players, send: options.send });
    const { platform, others } = cpuWindow.closeWithOthers();
    steps.push({ offered, load, cpuPerBetMs: load.ok ? (totalOf(platform) * 1000) / load.ok : 0, otherPrograms: totalOf(others) / (load.elapsedMs / 1000) });
    if (steps.length >= 2 && !steps.slice(-2).some((step) => withinTarget(step.load))) break;
    await options.caughtUp(); // each step starts with no earlier step's events still being handled
  }
  return steps;
}

/**
 * What the ladder says the platform sustains within the target. `sustained` is the last step of the unbroken
 * run of passing steps from the bottom: a rate is only claimed when every lower rate held too, since a
 * platform that misses at 400 bets/s cannot be said to sustain 850 because one 10-second step did.
 * `highestPassed` is the highest step that passed at all, reported beside it when it lies above a miss.
 */
export function readLadder<S extends { offered: number; load: Judged }>(
  steps: readonly S[],
): { sustained?: S; highestPassed?: S; firstMiss?: S } {
  const firstMissIndex = steps.findIndex((step) => !withinTarget(step.load));
  const unbroken = firstMissIndex === -1 ? steps : steps.slice(0, firstMissIndex);
  return {
    sustained: unbroken.at(-1),
    highestPassed: steps.filter((step) => withinTarget(step.load)).at(-1),
    firstMiss: firstMissIndex === -1 ? undefined : steps[firstMissIndex],
  };
}
