import type { Logger } from 'pino';

/** Closers run in reverse order of registration: what started last stops first. */
const closers: { name: string; close: () => Promise<unknown> }[] = [];
let shuttingDown = false;

export function onShutdown(name: string, close: () => Promise<unknown>): void {
  closers.push({ name, close });
}

export async function shutdown(logger: Logger, code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
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
