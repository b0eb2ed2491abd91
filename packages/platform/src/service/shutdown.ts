import type { Logger } from 'pino';

/**
 * The whole shutdown, drain included, ends within this: under Docker's default stop grace (10 s) and the
 * cluster launcher's (8 s), after which each sends SIGKILL. A closer that overruns is abandoned.
 */
export const SHUTDOWN_DEADLINE_MS = 7_000;
/** The longest one closer may take, within what is left of SHUTDOWN_DEADLINE_MS. */
const CLOSER_DEADLINE_MS = 5_000;

/** Closers run in reverse order of registration: what started last stops first. */
const closers: { name: string; close: () => Promise<unknown> }[] = [];
let shuttingDown = false;
const shutdownStarted = new AbortController();

/**
 * Aborted as the process begins to shut down, before anything is closed: /readyz answers 503 from then
 * on, and a request held open on purpose (a long poll) answers at once with what it has, instead of
 * holding the HTTP server's drain until its deadline cuts the connection.
 */
export const shutdownSignal: AbortSignal = shutdownStarted.signal;

export function onShutdown(name: string, close: () => Promise<unknown>): void {
  closers.push({ name, close });
}

export async function shutdown(logger: Logger, code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    shutdownStarted.abort();
    const deadline = Date.now() + SHUTDOWN_DEADLINE_MS;
    setTimeout(() => {
      logger.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed; exiting now');
      process.exit(code || 1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    for (const closer of [...closers].reverse()) {
      const allowedMs = Math.max(0, Math.min(CLOSER_DEADLINE_MS, deadline - Date.now()));
      let timer: NodeJS.Timeout | undefined;
      try {
        const overran = await Promise.race([
          closer.close().then(() => false),
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(true), allowedMs);
          }),
        ]);
        if (overran) logger.warn({ closer: closer.name, allowedMs }, 'shutdown step overran; going on without it');
      } catch (err) {
        logger.warn({ err, closer: closer.name }, 'error while shutting down');
      } finally {
        clearTimeout(timer);
      }
    }
    logger.info('stopped');
  }
  process.exit(code);
}

export function installShutdownHandlers(logger: Logger): void {
  process.once('SIGTERM', () => void shutdown(logger));
  process.once('SIGINT', () => void shutdown(logger));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}
