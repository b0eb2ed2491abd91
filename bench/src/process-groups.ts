import { readdirSync, readFileSync } from 'node:fs';

/** The text of a /proc file, or null when the process (or thread) is gone. */
export function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The group a process of the machine counts in by its command name, beside the named cluster processes; null for one not reported. */
function groupOfCommand(command: string): string | null {
  if (command === 'postgres' || command === 'nats-server' || command === 'redis-server') return command;
  if (command.startsWith('kworker') || command.startsWith('ksoftirqd')) return 'kernel workers';
  return null;
}

/** pid → [group, reading] of every process the bench reports. */
function readAll(processes: Record<string, number | undefined>, readPid: (pid: number) => number | null): Map<number, [string, number]> {
  const readings = new Map<number, [string, number]>();
  const add = (pid: number, group: string) => {
    const value = readPid(pid);
    if (value !== null) readings.set(pid, [group, value]);
  };
  for (const [name, pid] of Object.entries(processes)) if (pid) add(pid, name);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const group = groupOfCommand(readProc(`/proc/${entry}/comm`)?.trim() ?? '');
    if (group) add(Number(entry), group);
  }
  add(process.pid, 'load generator');
  return readings;
}

/**
 * A cumulative per-process reading (CPU time, context switches) over a window, summed per group: the
 * named cluster processes, PostgreSQL (every backend), nats-server, redis-server, the kernel's workers
 * (disk flushes, soft interrupts) and this load generator. Each process counts what it added in the
 * window: a PostgreSQL backend that connected meanwhile counts whole, and one that ended meanwhile (a pool
 * closing an idle connection) takes away only what it did in the window, which is then not counted,
 * instead of its whole life.
 */
export class ProcessGroupWindow {
  private readonly before: Map<number, [string, number]>;

  constructor(
    private readonly processes: Record<string, number | undefined>,
    private readonly readPid: (pid: number) => number | null,
  ) {
    this.before = readAll(processes, readPid);
  }

  close(): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const [pid, [group, value]] of readAll(this.processes, this.readPid)) {
      totals[group] = (totals[group] ?? 0) + Math.max(0, value - (this.before.get(pid)?.[1] ?? 0));
    }
    return totals;
  }
}
