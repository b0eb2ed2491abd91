import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work in progress, carried across awaits so that logs and outgoing calls
 * (HTTP header, NATS header) name the request that caused them without threading it by hand.
 */
interface WorkContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return storage.run({ requestId: requestId || randomUUID() }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
