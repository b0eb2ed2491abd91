import type { Logger } from 'pino';
import type { Presence } from './presence.js';
import type { ChatIo } from './socket-server.js';

/** online_count goes out at most once per second to this replica's clients (greetings aside). */
export const ONLINE_COUNT_MIN_INTERVAL_MS = 1000;

type GreetedSocket = { emit(event: 'online_count', payload: { count: number }): unknown };

/**
 * Keeps this replica's clients told of the number of signed-in users online. Each replica reads the
 * shared count (on its own changes, and on a poll that notices the other replicas' changes) and tells
 * only its own sockets when it differs from what they last heard: every client gets one online_count
 * per change whatever the number of replicas, and no more than one per second.
 *
 * Counts are read and sent one at a time, in order (broadcasts and the greeting of a new socket alike),
 * so no socket can receive an older count after a newer one and keep it.
 */
export class OnlineCount {
  private lastSent: number | null = null;
  private lastSentAt = 0;
  private pending: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly io: ChatIo,
    private readonly presence: Presence,
    private readonly logger: Logger,
    private readonly pollMs = ONLINE_COUNT_MIN_INTERVAL_MS,
  ) {}

  start() {
    this.poller = setInterval(() => this.changed(), this.pollMs);
    this.poller.unref();
  }

  stop() {
    if (this.poller) clearInterval(this.poller);
    if (this.pending) clearTimeout(this.pending);
    this.poller = this.pending = null;
  }

  /** Something may have changed: recount soon, respecting the one-per-second limit. */
  changed() {
    if (this.pending) return;
    const wait = Math.max(0, this.lastSentAt + ONLINE_COUNT_MIN_INTERVAL_MS - Date.now());
    this.pending = setTimeout(() => {
      this.pending = null;
      this.inOrder(async () => {
        const count = await this.presence.count();
        if (count === this.lastSent) return;
        this.lastSent = count;
        this.lastSentAt = Date.now();
        this.io.local.emit('online_count', { count });
      });
    }, wait);
    this.pending.unref();
  }

  /** Tells a socket that just connected the count now. */
  greet(socket: GreetedSocket): Promise<void> {
    return this.inOrder(async () => {
      socket.emit('online_count', { count: await this.presence.count() });
    });
  }

  private inOrder(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((err) => this.logger.warn({ err }, 'could not count online users'));
    return this.queue;
  }
}
