import type { Logger } from '@app/platform';

/**
 * Work of one kind that must never overlap itself, with a pass of it repeated on a timer: the KV mirrors
 * of the settings, the daily challenges and the installed flag (the database is the truth; a slow write
 * must not overwrite a newer one, and a pass repairs a put that NATS missed), and the retries of admin
 * actions whose answer was lost.
 */
export class SerialPasses {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  /** `what` names the work in the log: 'settings mirror', 'admin action retry', ... */
  constructor(
    private readonly what: string,
    private readonly logger: Logger,
  ) {}

  /** Runs `job` once the jobs queued before it are done, whether they failed or not. */
  serially<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs `pass` every intervalMs until stop(); a failed pass is logged and the next one tries again. A pass
   * that must not overlap the others (or itself) goes through serially() on its own: it is not wrapped here,
   * since one that calls serially() inside would then wait for itself.
   */
  startPasses(pass: () => Promise<unknown>, intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      pass().catch((err: unknown) => this.logger.warn({ err }, `${this.what} pass failed; retrying at the next one`));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the passes and waits for the jobs already queued. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }
}
