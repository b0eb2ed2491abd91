import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProcessGroupWindow } from '../../src/process-groups.js';

// pids far above the kernel's pid_max: no real process of the machine reads as one of these
const [GAMES, WALLET, LATE] = [90_000_001, 90_000_002, 90_000_003];

describe('a reading per process group over a window', () => {
  it('counts what each process added in the window: one that ended takes nothing away, one that started counts whole', () => {
    const readings = new Map<number, number>([
      [GAMES, 10],
      [WALLET, 500],
    ]);
    const processes: Record<string, number | undefined> = { games: GAMES, wallet: WALLET };
    const window = new ProcessGroupWindow(processes, (pid) => readings.get(pid) ?? null);

    readings.set(GAMES, 14);
    readings.delete(WALLET); // ended in the window: its 500 before must not become -500
    processes.late = LATE;
    readings.set(LATE, 3); // started in the window
    const totals = window.close();

    expect(totals.games).toBe(4);
    expect(totals.wallet ?? 0).toBe(0);
    expect(totals.late).toBe(3);
  });

  it('reports a program the platform does not run (here the machine\'s init, pid 1) under its command name, apart from the groups', () => {
    const command = readFileSync('/proc/1/comm', 'utf8').trim();
    const readings = new Map<number, number>([
      [1, 100],
      [GAMES, 10],
    ]);
    const window = new ProcessGroupWindow({ games: GAMES }, (pid) => readings.get(pid) ?? null);
    readings.set(1, 130);
    readings.set(GAMES, 12);
    const { platform, others } = window.closeWithOthers();

    expect(others).toEqual({ [command]: 30 });
    expect(platform).toEqual({ games: 2 });
  });
});
