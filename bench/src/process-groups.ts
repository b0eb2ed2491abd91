import { readdirSync, readFileSync } from 'node:fs';

/** The text of a /proc file, or null when the process (or thread) is gone. */
export function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The group a process of the machine counts in by its command name, beside the named cluster processes; null for a program the platform does not run. */
function groupOfCommand(command: string): string | null {
  if (command === 'postgres' || command === 'nats-server' || command === 'redis-server') return command;
  if (command.startsWith('kworker') || command.startsWith('ksoftirqd')) return 'kernel workers';
  return null;
}

interface Reading {
  group: string;
  value: number;
  /** a program the platform does not run (RabbitMQ, MariaDB, an editor): reported apart, never in a bet's cost */
  other: boolean;
}

/** pid → reading of every process of the machine: the reported groups, and every other one by its command name. */
function readAll(processes: Record<string, number | undefined>, readPid: (pid: number) => number | null): Map<number, Reading> {
  const readings = new Map<number, Reading>();
  const add = (pid: number, group: string, other = false) => {
    if (readings.has(pid)) return;
    const value = readPid(pid);
    if (value !== null) readings.set(pid, { group, value, other });
  };
  for (const [name, pid] of Object.entries(processes)) if (pid) add(pid, name);
  add(process.pid, 'load generator');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = readProc(`/proc/${entry}/comm`)?.trim() ?? '';
    add(Number(entry), groupOfCommand(command) ?? command, groupOfCommand(command) === null);
  }
  return readings;
}

/**
 * A cumulative per-process reading (CPU time, context switches) over a window, summed per group: the
 * named cluster processes, PostgreSQL (every backend), nats-server, redis-server, the kernel's workers
 * (disk flushes, soft interrupts) and this load generator; and apart from them, every other program of the
 * machine, which competes for the same cores (on these machines RabbitMQ's Erlang VM, idle for us, takes
 * more than a core for a fifth of a second now and then, and every bet in flight waits meanwhile).
 * Each process counts what it added in the window: a PostgreSQL backend that connected meanwhile counts
 * whole, and one that ended meanwhile (a pool closing an idle connection) takes away only what it did in
 * the window, which is then not counted, instead of its whole life.
 */
export class ProcessGroupWindow {
  private readonly before: Map<number, Reading>;

  constructor(
    private readonly processes: Record<string, number | undefined>,
    private readonly readPid: (pid: number) => number | null,
  ) {
    this.before = readAll(processes, readPid);
  }

  /** The reported groups' totals over the window. */
  close(): Record<string, number> {
    return this.closeWithOthers().platform;
  }

  /** The reported groups' totals, and apart from them every other program's, by command name. */
  closeWithOthers(): { platform: Record<string, number>; others: Record<string, number> } {
    const platform: Record<string, number> = {};
    const others: Record<string, number> = {};
    for (const [pid, { group, value, other }] of readAll(this.processes, this.readPid)) {
      const totals = other ? others : platform;
      const added = Math.max(0, value - (this.before.get(pid)?.value ?? 0));
      if (added > 0 || !other) totals[group] = (totals[group] ?? 0) + added;
    }
    return { platform, others };
  }
}
