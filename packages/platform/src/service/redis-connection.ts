import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { ServiceDefinition } from './service.js';

export interface RedisConnectionOptions {
  logger: Logger;
  /** prefix of every key (NATS_NAMESPACE: several deployments on one server) */
  namespace?: string;
  /** which of a process's connections this is, in its log lines (default: none, the process's own) */
  connection?: string;
  /** ioredis's reconnection delay (tests shorten it) */
  retryStrategy?: RedisOptions['retryStrategy'];
}

/**
 * A process's Redis connection. ioredis reconnects by itself; without an `error` listener it also prints
 * every failed attempt to stderr as a plain-text stack trace ("[ioredis] Unhandled error event"), which
 * breaks the JSON log and floods it while Redis is down. reportRedisConnection makes that one warning.
 */
export function connectRedis(url: string, options: RedisConnectionOptions): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    keyPrefix: options.namespace ? `${options.namespace}:` : '',
    ...(options.retryStrategy ? { retryStrategy: options.retryStrategy } : {}),
  });
  reportRedisConnection(redis, options.logger, options.connection);
  return redis;
}

/**
 * Logs a connection's outage once, as NatsBus does NATS's: a warning when it is lost (naming the error),
 * the failed reconnection attempts at debug, and a line when it is back. Also for a client's duplicate(),
 * which does not inherit its listeners.
 */
export function reportRedisConnection(redis: Redis, logger: Logger, connection?: string): void {
  const fields = connection ? { connection } : {};
  let down = false;
  redis.on('error', (err: Error & { code?: string }) => {
    // the message and code say it all; a stack trace of a refused connection says nothing more
    const reason = { ...fields, error: err.message, code: err.code };
    if (down) return logger.debug(reason, 'Redis still unreachable');
    down = true;
    logger.warn(reason, 'Redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info(fields, 'Redis connection back');
  });
}

/**
 * The Redis a service process connects to: REDIS_URL for a service that keeps something there
 * (`usesRedis`), none for the others, which would only hold an idle connection and report its outages.
 */
export function redisUrlFor(definition: Pick<ServiceDefinition, 'usesRedis'>, env: { REDIS_URL?: string }): string | null {
  return definition.usesRedis && env.REDIS_URL ? env.REDIS_URL : null;
}
