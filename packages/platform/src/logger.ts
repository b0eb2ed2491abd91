import { pino, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './context.js';

export type { Logger };

/** One root logger per process; every line carries the request id of the work that wrote it. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options: LoggerOptions = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return pino(options);
}
