/**
 * Whether the machine kept its speed through a run. On the shared VMs this runs on, the same build has
 * lost two-thirds of its throughput within minutes (bench/README.md), and a run across such a change
 * compares the machine with itself, not the code with the targets. Two yardsticks that involve none of the
 * platform's code are taken at the run's start and at its end: the cost of a wake-up (one trivial HTTP
 * request at 50 a second, where a sleeping process pays for waking) and, in the full run, the direct-SQL
 * baseline.
 */
export interface MachineSpeed {
  /** CPU milliseconds of one trivial keep-alive request at 50 requests/s (wake-cost.ts) */
  wakeUpMs: number;
  /** the direct-SQL baseline's bets/s, when the run measured it */
  baselineBetsPerSecond?: number;
}

/**
 * Beyond these relative changes between the start and the end, the run's figures are the machine's. The
 * baseline (20 s, tens of thousands of statements) is steady on a steady machine; a wake-up reading, 250
 * requests, moved by up to a quarter between two readings taken seconds apart, so it is given more room.
 */
export const SPEED_CHANGE_LIMITS = { baseline: 0.2, wakeUp: 0.35 } as const;

/** How far apart two readings are, relative to the smaller one (0.25: one is a quarter above the other). */
function relativeChange(a: number, b: number): number {
  const smaller = Math.min(a, b);
  return smaller > 0 ? Math.abs(a - b) / smaller : Number.POSITIVE_INFINITY;
}

export interface SteadinessVerdict {
  steady: boolean;
  /** one sentence for the results: the readings, and what they mean for the figures */
  sentence: string;
}

/**
 * A full run is judged by its baselines; the wake-up readings are given beside them, and judge only a run
 * without a baseline (--quick). The wake-up is too noisy to overrule the baseline: in one process, four
 * readings in a row gave 0.81, 0.96, 0.74, 0.72 ms, and 0.94, 0.91, 0.65, 1.73 (a process's first readings
 * tend to be the dearest, and the run's start reading is its process's first), and three full runs of
 * 2026-11-28 and 29 whose baselines agreed within 8% (6,133 and 6,501; 8,921 and 9,675; 8,017 and 8,133)
 * had wake-ups 1.00 and 0.55, 1.03 and 0.44, 0.94 and 0.63 apart.
 */
export function judgeSteadiness(start: MachineSpeed, end: MachineSpeed): SteadinessVerdict {
  const wakeUps = `a wake-up cost ${start.wakeUpMs.toFixed(2)} ms of CPU at the start and ${end.wakeUpMs.toFixed(2)} at the end`;
  if (start.baselineBetsPerSecond !== undefined && end.baselineBetsPerSecond !== undefined) {
    const baselines = `the direct-SQL baseline gave ${start.baselineBetsPerSecond.toFixed(0)} bets/s at the start and ${end.baselineBetsPerSecond.toFixed(0)} at the end`;
    const steady = relativeChange(start.baselineBetsPerSecond, end.baselineBetsPerSecond) <= SPEED_CHANGE_LIMITS.baseline;
    return steady
      ? { steady, sentence: `The machine kept its speed through the run: ${baselines} (${wakeUps}, a noisier yardstick given for information).` }
      : {
          steady,
          sentence: `The machine's speed changed during this run (${baselines}, more than ${SPEED_CHANGE_LIMITS.baseline * 100}% apart; ${wakeUps}): its figures measure the machine as much as the code, and the run should be taken again in a steadier hour.`,
        };
  }
  const steady = relativeChange(start.wakeUpMs, end.wakeUpMs) <= SPEED_CHANGE_LIMITS.wakeUp;
  return steady
    ? { steady, sentence: `The machine kept its speed through the run: ${wakeUps}.` }
    : {
        steady,
        sentence: `The machine's speed changed during this run (${wakeUps}, more than ${SPEED_CHANGE_LIMITS.wakeUp * 100}% apart): its figures measure the machine as much as the code, and the run should be taken again in a steadier hour.`,
      };
}
