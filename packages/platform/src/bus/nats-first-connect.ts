import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, connect, type ConnectionOptions, type NatsConnection, type NatsError } from 'nats';
import type { Logger } from 'pino';

/** How long a process waits for its first NATS connection, and how it says so meanwhile. */
export interface FirstConnectPolicy {
  /** the first warning, if still not connected */
  warnAfterMs: number;
  /** later warnings, while still waiting */
  warnEveryMs: number;
  /**
   * Then start-up fails: the process exits 1 and its supervisor (the cluster launcher, a compose restart
   * policy) shows the failure and restarts it, instead of a process that waits silently forever.
   */
  giveUpAfterMs: number;
  /** between two attempts */
  retryEveryMs: number;
}

export const DEFAULT_FIRST_CONNECT: FirstConnectPolicy = { warnAfterMs: 3_000, warnEveryMs: 10_000, giveUpAfterMs: 30_000, retryEveryMs: 500 };

/** Wrong credentials are not fixed by waiting: start-up fails at once. */
const PERMANENT = new Set<string>([ErrorCode.AuthorizationViolation, ErrorCode.AuthenticationExpired, ErrorCode.BadAuthentication, ErrorCode.BadCreds]);

/**
 * The first connection, bounded by `policy`. Only the first: once connected, the connection's own
 * reconnect policy (in `options`) applies, and a running service reconnects forever. Each attempt is one
 * dial (nats.js `waitOnFirstConnect` would retry forever without a word).
 */
export async function connectFirstTime(options: ConnectionOptions, logger: Logger, policy: FirstConnectPolicy = DEFAULT_FIRST_CONNECT): Promise<NatsConnection> {
  const url = withoutCredentials(String(options.servers ?? ''));
  const started = Date.now();
  let attempts = 0;
  let lastError = '';
  const warn = () => logger.warn({ url, waitedMs: Date.now() - started, attempts, lastError }, 'still waiting for the first NATS connection; check NATS_URL and that the server runs');
  let repeat: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    warn();
    repeat = setInterval(warn, policy.warnEveryMs);
  }, policy.warnAfterMs);
  try {
    for (;;) {
      attempts++;
      try {
        const nc = await connect({ ...options, waitOnFirstConnect: false });
        if (attempts > 1) logger.info({ url, waitedMs: Date.now() - started, attempts }, 'connected to NATS');
        return nc;
      } catch (err) {
        const code = (err as NatsError).code ?? '';
        lastError = code || (err as Error).message;
        if (PERMANENT.has(code)) throw new Error(`NATS at ${url} refused this client's credentials (${code})`);
        if (Date.now() - started + policy.retryEveryMs >= policy.giveUpAfterMs) {
          throw new Error(`No connection to NATS at ${url} after ${Math.round((Date.now() - started) / 1000)} s and ${attempts} attempts (last: ${lastError}); check NATS_URL and that the server runs`);
        }
        await sleep(policy.retryEveryMs);
      }
    }
  } finally {
    clearTimeout(first);
    clearInterval(repeat);
  }
}

/** A server list fit for a log line: `nats://user:secret@host:4222` → `nats://host:4222` (tokens too). */
export function withoutCredentials(servers: string): string {
  return servers
    .split(',')
    .map((server) => server.trim().replace(/^([a-z][a-z0-9+.-]*:\/\/)?[^@/]*@/i, '$1'))
    .join(',');
}
