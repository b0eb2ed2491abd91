import { hostname } from 'node:os';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './context.js';

export type { Logger };

/**
 * Which process wrote a line, so that the lines of two replicas of one service can be told apart: the
 * name the cluster launcher gives it (SERVICE_INSTANCE, e.g. games-2), else host and pid (a container's
 * hostname is its id, so compose replicas differ by it).
 */
export function processInstance(env: NodeJS.ProcessEnv = process.env): string {
  return env.SERVICE_INSTANCE || `${hostname()}:${process.pid}`;
}

/**
 * One root logger per process; every line carries the request id of the work that wrote it, the process
 * (`instance`) and the service that wrote it. `service: null` leaves that binding to child loggers: a
 * process hosting several services (the embedded mode) gives each its own child, and a child's binding
 * never repeats the key.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info', service: string | null = name): Logger {
  const options: LoggerOptions = {
    name,
    level,
    base: { instance: processInstance(), ...(service ? { service } : {}) },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return pino(options);
}
