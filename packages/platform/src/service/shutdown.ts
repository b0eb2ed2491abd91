import type { Logger } from 'pino';

/** Closers run in reverse order of registration: what started last stops first. */
const closers: { name: string; close: () => Promise<unknown> }[] = [];
let shuttingDown = false;
const shutdownStarted = new AbortController();

/**
 * Aborted as the process begins to shut down, before anything is closed: a request held open on purpose
 * (a long poll) answers at once with what it has, instead of holding the HTTP server's close until its
 * grace period cuts the connection.
 */
export const shutdownSignal: AbortSignal = shutdownStarted.signal;

export function onShutdown(name: string, close: () => Promise<unknown>): void {
  closers.push({ name, close });
}

export async function shutdown(logger: Logger, code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    shutdownStarted.abort();
    for (const closer of [...closers].reverse()) {
      try {
        await Promise.race([closer.close(), new Promise((r) => setTimeout(r, 5000))]);
      } catch (err) {
        logger.warn({ err, closer: closer.name }, 'error while shutting down');
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
