import type { Logger } from '@app/platform';

/** A missed KV put (NATS briefly away, or restarted without its bucket) is repaired by the next pass at most this much later. */
export const MIRROR_INTERVAL_MS = 30_000;

/**
 * What keeps a KV mirror of database rows true: the database is the truth, and every service reads the
 * mirror. Its writes run one at a time, so that a slow pass cannot overwrite a newer value, and a repair
 * pass runs every interval for a put that was missed.
 */
export class KvMirror {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  /** `what` names the mirror in the log: 'settings', 'daily challenges', ... */
  constructor(
    private readonly what: string,
    private readonly logger: Logger,
  ) {}

  /** Runs `job` once the writes queued before it are done, whether they failed or not. */
  serially<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs `pass` every intervalMs until stop(); a failed pass is logged and the next one tries again. */
  startPasses(pass: () => Promise<unknown>, intervalMs = MIRROR_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      pass().catch((err: unknown) => this.logger.warn({ err }, `${this.what} mirror pass failed; retrying at the next one`));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the passes and waits for the writes already queued. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }
}
