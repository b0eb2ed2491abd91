import { readdirSync } from 'node:fs';
import { ProcessGroupWindow, readProc } from './process-groups.js';

/** Context switches (voluntary and not) of one thread, from the text of its /proc status. */
export function switchesOfStatus(status: string): number {
  const voluntary = /^voluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1];
  const involuntary = /^nonvoluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1];
  return Number(voluntary ?? 0) + Number(involuntary ?? 0);
}

/** Every thread's switches of one process, or null if it is gone. */
function switchesOf(pid: number): number | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  return tasks.reduce((total, task) => total + switchesOfStatus(readProc(`/proc/${pid}/task/${task}/status`) ?? ''), 0);
}

/**
 * Context switches per process group over a window (from /proc; the groups are ProcessGroupWindow's). On a
 * virtual machine each one is dear: a process that sleeps between messages is woken for each, and a bet
 * crosses about ten processes, so what a bet costs follows how many times it wakes one (bench/README.md).
 */
export class SwitchWindow extends ProcessGroupWindow {
  constructor(processes: Record<string, number | undefined>) {
    super(processes, switchesOf);
  }
}
