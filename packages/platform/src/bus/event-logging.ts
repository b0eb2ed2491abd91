import type { EventEnvelope } from '@app/contracts';
import type { Logger } from 'pino';
import { currentBatchRequestIds } from '../context.js';

/**
 * The one debug line a consumer writes for an event, or a batch of events, it has handled. It runs in
 * the work context of the request that caused the event (the outbox keeps that id and publishes under
 * it), so with the gateway's and the commands' lines one request id follows a bet to the feed. Both bus
 * implementations write it, so both modes log alike; it stays cheap when debug is off (every bet).
 */
export function logEventsHandled(logger: Logger, consumer: string, events: readonly EventEnvelope[]): void {
  if (events.length === 0 || !logger.isLevelEnabled('debug')) return;
  if (events.length === 1) {
    logger.debug({ consumer, event: events[0]!.id, type: events[0]!.type }, 'event handled');
    return;
  }
  const requestIds = currentBatchRequestIds();
  logger.debug({ consumer, events: events.map((e) => e.id), ...(requestIds ? { requestIds } : {}) }, 'event handled');
}
