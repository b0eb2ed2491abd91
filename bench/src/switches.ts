import { readdirSync, readFileSync } from 'node:fs';

/** Context switches (voluntary and not) of one thread, from the text of its /proc status. */
export function switchesOfStatus(status: string): number {
  const voluntary = /^voluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1];
  const involuntary = /^nonvoluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1];
  return Number(voluntary ?? 0) + Number(involuntary ?? 0);
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Every thread's switches of one process. */
function switchesOf(pid: number): number {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  return tasks.reduce((total, task) => total + switchesOfStatus(read(`/proc/${pid}/task/${task}/status`) ?? ''), 0);
}

/** The group a process of the machine counts in, by its command name; null for one the bench does not report. */
function groupOf(comm: string): string | null {
  if (comm === 'postgres' || comm === 'nats-server' || comm === 'redis-server') return comm;
  if (comm.startsWith('kworker') || comm.startsWith('ksoftirqd')) return 'kernel workers';
  return null;
}

/**
 * Context switches per process group over a window (from /proc). On a virtual machine each one is dear:
 * a process that sleeps between messages is woken for each, and a bet crosses about ten processes, so
 * what a bet costs follows how many times it wakes one (bench/README.md). Groups: the named cluster
 * processes, PostgreSQL (every backend), nats-server, redis-server, the kernel's workers (disk flushes),
 * and this load generator.
 */
export class SwitchWindow {
  private readonly before: Map<string, number>;

  constructor(private readonly processes: Record<string, number | undefined>) {
    this.before = this.read();
  }

  private read(): Map<string, number> {
    const now = new Map<string, number>();
    const add = (group: string, n: number) => now.set(group, (now.get(group) ?? 0) + n);
    for (const [name, pid] of Object.entries(this.processes)) add(name, pid ? switchesOf(pid) : 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const group = groupOf(read(`/proc/${entry}/comm`)?.trim() ?? '');
      if (group) add(group, switchesOf(Number(entry)));
    }
    add('load generator', switchesOf(process.pid));
    return now;
  }

  /** Switches of each group since the window opened (processes that ended meanwhile are not counted). */
  close(): Record<string, number> {
    const after = this.read();
    return Object.fromEntries([...after].map(([name, n]) => [name, Math.max(0, n - (this.before.get(name) ?? 0))]));
  }
}
