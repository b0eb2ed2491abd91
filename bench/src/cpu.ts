import { ProcessGroupWindow, readProc } from './process-groups.js';

/** Linux reports process CPU time in clock ticks; 100 per second on every kernel this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, or null if it is gone. */
function cpuSecondsOf(pid: number): number | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // the command name may hold spaces: the fields we want come after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Real CPU time per process group over a window (from /proc, so it counts what the kernel charged, unlike
 * a sampling profile, which also counts time spent waiting for a core); the groups are ProcessGroupWindow's.
 */
export class CpuWindow extends ProcessGroupWindow {
  constructor(processes: Record<string, number | undefined>) {
    super(processes, cpuSecondsOf);
  }
}
