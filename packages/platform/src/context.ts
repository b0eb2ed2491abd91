import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work in progress, carried across awaits so that logs and outgoing calls
 * (HTTP header, NATS header) name the request that caused them without threading it by hand.
 */
interface WorkContext {
  requestId: string;
  /** work done for several requests at once (a batch): theirs, in the order of the batch's items */
  batchRequestIds?: readonly string[];
}

/** The most request ids a batch names; a batch of more names its first ones (the coalescers send 100 at most). */
export const MAX_BATCH_REQUEST_IDS = 100;

const storage = new AsyncLocalStorage<WorkContext>();

export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return storage.run({ requestId: requestId || randomUUID() }, fn);
}

/**
 * Runs work done for several requests at once (a group commit, a batch of events). Its log lines carry
 * the first request's id as `requestId`, and currentBatchRequestIds() names them all, in the batch's
 * order ('' for an item that came without one), so a line about the batch can list whom it served.
 */
export function runForRequests<T>(requestIds: readonly (string | undefined)[], fn: () => T): T {
  const batchRequestIds = requestIds.slice(0, MAX_BATCH_REQUEST_IDS).map((id) => id ?? '');
  return storage.run({ requestId: batchRequestIds.find(Boolean) || randomUUID(), batchRequestIds }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The request ids of the batch in progress (see runForRequests); undefined outside a batch. */
export function currentBatchRequestIds(): readonly string[] | undefined {
  return storage.getStore()?.batchRequestIds;
}
