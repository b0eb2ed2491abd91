import type { Logger } from 'pino';

export interface SweepJob {
  name: string;
  run: () => Promise<unknown>;
  /** minimum time between two runs of this job */
  everyMs: number;
}

/**
 * Periodic housekeeping of one replica: runs each job when it is due, one tick at a time (a slow tick
 * delays the next rather than overlapping it). Every replica runs the same jobs; they are written to be
 * safe when several replicas run them at once.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private readonly lastRun = new Map<string, number>();
  private tick: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly jobs: SweepJob[],
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => {
      this.tick = this.runDue().finally(() => {
        this.tick = null;
        if (!this.stopped) this.schedule(this.intervalMs);
      });
    }, delayMs);
  }

  private async runDue() {
    for (const job of this.jobs) {
      if (this.stopped) return;
      const now = Date.now();
      if (now - (this.lastRun.get(job.name) ?? 0) < job.everyMs) continue;
      this.lastRun.set(job.name, now);
      try {
        await job.run();
      } catch (err) {
        this.logger.warn({ err, job: job.name }, 'sweeper job failed; retried on a later tick');
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.tick;
  }
}
