import { setTimeout as sleep } from 'node:timers/promises';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { withoutCredentials } from './nats-first-connect.js';

/** How long a reconnect waits for the server to confirm the subscriptions sent again. */
const RESUBSCRIBED_WAIT_MS = 2_000;
/** While disconnected, how often a warning says the connection is still being retried. */
const STILL_DISCONNECTED_WARN_MS = 10_000;

/**
 * Follows a connection's status until it closes. Losing and regaining it are warnings (requests fail
 * meanwhile), repeated every 10 s while it lasts, as are errors and the server's lame duck mode; the
 * reconnect attempts themselves (4 a second), the ping timer and cluster updates are debug. A disconnect
 * while `closing()` is the shutdown's own. Losing the connection and getting it back both tell the bus
 * that broadcasts may have been missed (core NATS keeps nothing for a subscriber that is away).
 */
export async function reportConnectionStatus(
  nc: NatsConnection,
  logger: Logger,
  url: string,
  bus: { healthy: (healthy: boolean) => void; closing: () => boolean; broadcastGap: () => void },
): Promise<void> {
  const server = withoutCredentials(url);
  let disconnectedAt = 0;
  let warnedAt = 0;
  for await (const s of nc.status()) {
    const data = typeof s.data === 'string' || typeof s.data === 'number' ? s.data : undefined;
    switch (s.type) {
      case 'disconnect':
        bus.healthy(false);
        bus.broadcastGap();
        disconnectedAt = warnedAt = Date.now();
        if (bus.closing()) logger.info({ status: s.type, server }, 'nats connection status');
        else logger.warn({ status: s.type, server }, 'NATS connection lost; reconnecting');
        break;
      case 'reconnect':
        bus.healthy(true);
        // nats.js has sent the subscriptions again; one round trip makes sure the server has taken them, so
        // that a broadcast sent once the gap handlers have run (a revocation after a cache was dropped) is
        // heard. Bounded: a connection lost again meanwhile must not hold up the statuses after it.
        await Promise.race([nc.flush(), sleep(RESUBSCRIBED_WAIT_MS, undefined, { ref: false })]).catch(() => undefined);
        bus.broadcastGap();
        logger.warn({ status: s.type, server, disconnectedMs: disconnectedAt ? Date.now() - disconnectedAt : undefined }, 'NATS connection back');
        disconnectedAt = 0;
        break;
      case 'reconnecting':
        if (disconnectedAt && Date.now() - warnedAt >= STILL_DISCONNECTED_WARN_MS) {
          warnedAt = Date.now();
          logger.warn({ status: s.type, server, disconnectedMs: Date.now() - disconnectedAt }, 'NATS still unreachable; reconnecting');
        } else logger.debug({ status: s.type, server }, 'nats connection status');
        break;
      case 'pingTimer':
      case 'update':
        logger.debug({ status: s.type }, 'nats connection status');
        break;
      case 'error':
      case 'staleConnection':
      case 'ldm':
        logger.warn({ status: s.type, server, data }, 'nats connection status');
        break;
      default:
        logger.info({ status: s.type, data }, 'nats connection status');
    }
  }
}
