import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks; 100 per second on every kernel this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, or null if it is gone. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces: the fields we want come after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Every running process whose command name is `name` (e.g. all PostgreSQL backends). */
function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

/**
 * Real CPU time per process group over a window (from /proc, so it counts what the kernel charged, unlike
 * a sampling profile, which also counts time spent waiting for a core). Groups: the named cluster
 * processes, PostgreSQL (every backend), nats-server, redis-server, and this load generator.
 */
export class CpuWindow {
  private readonly before = new Map<string, number>();

  constructor(private readonly processes: Record<string, number | undefined>) {
    for (const [name, seconds] of this.read()) this.before.set(name, seconds);
  }

  private read(): Map<string, number> {
    const now = new Map<string, number>();
    for (const [name, pid] of Object.entries(this.processes)) now.set(name, pid ? (cpuSecondsOf(pid) ?? 0) : 0);
    now.set('postgres', sum(pidsNamed('postgres').map((pid) => cpuSecondsOf(pid) ?? 0)));
    now.set('nats-server', sum(pidsNamed('nats-server').map((pid) => cpuSecondsOf(pid) ?? 0)));
    now.set('redis-server', sum(pidsNamed('redis-server').map((pid) => cpuSecondsOf(pid) ?? 0)));
    const own = process.cpuUsage();
    now.set('load generator', (own.user + own.system) / 1e6);
    return now;
  }

  /** CPU seconds used by each group since the window opened (backends that ended meanwhile are not counted). */
  close(): Record<string, number> {
    const after = this.read();
    return Object.fromEntries([...after].map(([name, seconds]) => [name, Math.max(0, seconds - (this.before.get(name) ?? 0))]));
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
