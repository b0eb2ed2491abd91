import { pino, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './context.js';

export type { Logger };

/**
 * One root logger per process; every line carries the request id of the work that wrote it, and the
 * service that wrote it. `service: null` leaves that binding to child loggers: a process hosting several
 * services (the embedded mode) gives each its own child, and a child's binding never repeats the key.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info', service: string | null = name): Logger {
  const options: LoggerOptions = {
    name,
    level,
    base: service ? { service } : {},
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return pino(options);
}
