import { createHash } from 'node:crypto';
import { eventCatalogue, type EventEnvelope } from '@app/contracts';

/**
 * Several events of one type carried by ONE JetStream message: what the outbox relay claimed together
 * goes to the broker as one publish, is stored and acknowledged once, and reaches each consumer as one
 * delivery with one acknowledgement. Per bet, a settled round used to cost the broker a publish, its
 * acknowledgement and three deliveries with their acknowledgements, and each of them woke a process
 * (bench/README.md). The events keep their own ids, so the consumers' inboxes still apply each once.
 *
 * The message says it is a bundle in this header (its value: how many events it carries); a message
 * without it is one event, as every publish was before bundles. A consumer of a release that predates
 * bundles cannot read one (it would drop it as malformed): a cluster upgraded from such a release runs
 * with NATS_EVENT_BUNDLES=false until every replica runs this one (docs/operations.md, "Upgrading").
 */
export const EVENT_BUNDLE_HEADER = 'x-event-bundle';

/** An event as the relay hands it to the bus: with the id of the request that caused it, for the logs. */
export interface PublishedEvent {
  envelope: EventEnvelope;
  requestId?: string;
}

/**
 * At most this many events in a bundle: a consumer's batch takes up to 100 (ConsumerSpec.batchSize's
 * default), so a bundle fits one batch statement.
 */
export const MAX_BUNDLE_EVENTS = 100;
/** At most this many bytes in a bundle: NATS refuses a message above its max_payload (1 MB by default). */
export const MAX_BUNDLE_BYTES = 256 * 1024;

interface BundleBody {
  events: { envelope: EventEnvelope; requestId: string | null }[];
}

/** One event encoded once, as it goes in a bundle, so that bundling measures it without encoding it twice. */
export interface EncodedEvent {
  index: number;
  event: PublishedEvent;
  json: string;
}

const BUNDLE_PREFIX = '{"events":[';
const BUNDLE_SUFFIX = ']}';

/**
 * Splits the events into the messages that will carry them: by type (a consumer's filter is a type's
 * subject), in the order given within each type, each message within MAX_BUNDLE_EVENTS and
 * MAX_BUNDLE_BYTES (an event too large for a bundle goes alone).
 */
export function planBundles(events: readonly PublishedEvent[]): EncodedEvent[][] {
  const open = new Map<string, { items: EncodedEvent[]; bytes: number }>();
  const bundles: EncodedEvent[][] = [];
  events.forEach((event, index) => {
    const json = `{"requestId":${JSON.stringify(event.requestId ?? null)},"envelope":${JSON.stringify(event.envelope)}}`;
    const size = Buffer.byteLength(json) + 1; // and its comma
    const type = event.envelope.type;
    let current = open.get(type);
    if (current && (current.items.length >= MAX_BUNDLE_EVENTS || current.bytes + size > MAX_BUNDLE_BYTES)) {
      bundles.push(current.items);
      current = undefined;
    }
    if (!current) {
      current = { items: [], bytes: BUNDLE_PREFIX.length + BUNDLE_SUFFIX.length };
      open.set(type, current);
    }
    current.items.push({ index, event, json });
    current.bytes += size;
  });
  for (const { items } of open.values()) bundles.push(items);
  return bundles;
}

/** The message body of a bundle (its events already encoded by planBundles). */
export function encodeBundle(items: readonly EncodedEvent[]): string {
  return `${BUNDLE_PREFIX}${items.map((i) => i.json).join(',')}${BUNDLE_SUFFIX}`;
}

/**
 * The broker's deduplication id of a bundle: the same events, published again after a relay that died
 * before deleting them, are dropped by the broker as a single event's id is. A relay that claims them
 * with others the next time makes another bundle; the consumers' inboxes then drop the repeats.
 */
export function bundleMessageId(items: readonly EncodedEvent[]): string {
  const hash = createHash('sha256');
  for (const item of items) hash.update(item.event.envelope.id).update(',');
  return `bundle-${hash.digest('hex').slice(0, 40)}`;
}

/** A bundle's events that pass their schemas, and how many did not (an event no retry can fix). */
export function decodeBundle(body: string): { events: PublishedEvent[]; rejected: number } {
  const parsed = JSON.parse(body) as BundleBody;
  if (!Array.isArray(parsed?.events)) throw new Error('an event bundle without its events');
  const events: PublishedEvent[] = [];
  let rejected = 0;
  for (const item of parsed.events) {
    if (isValidEnvelope(item?.envelope)) events.push({ envelope: item.envelope, ...(item.requestId ? { requestId: item.requestId } : {}) });
    else rejected++;
  }
  return { events, rejected };
}

export function isValidEnvelope(envelope: EventEnvelope | undefined): envelope is EventEnvelope {
  return !!envelope && typeof envelope.id === 'string' && !!eventCatalogue[envelope.type]?.safeParse(envelope.data).success;
}
