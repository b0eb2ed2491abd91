import { EventEmitter } from 'node:events';
import { eventCatalogue, type CommandSubject, type EventEnvelope, type EventType } from '@app/contracts';
import type { Logger } from 'pino';
import { currentBatchRequestIds, currentRequestId, runForRequests, runWithRequestId } from '../context.js';
import { logEventsHandled } from './event-logging.js';
import { AppError, isRetriable } from '../errors.js';
import type { Bus, CommandHandler, CommandReply, ConsumerSpec, KeyValueStore, PublishedEvent, RequestOptions } from './bus.js';
import { decodeCommandReply, runCommandHandler } from './command-codec.js';

const DEDUP_WINDOW = 10_000;
const HANDLER_ATTEMPTS = 5;

/**
 * The embedded mode's bus, in one process. Payloads are copied through JSON as on the wire.
 * publish() resolves only once every matching durable consumer has handled the event, so the outbox
 * marks an event published only after its effects are committed: a crash before that replays it
 * from the outbox on the next start (at least once, as with JetStream; consumers dedupe by inbox).
 */
export class MemoryBus implements Bus {
  private readonly handlers = new Map<string, (raw: unknown) => Promise<CommandReply>>();
  private readonly consumers: ConsumerSpec<EventType>[] = [];
  private readonly recentIds: string[] = [];
  private readonly recentIdSet = new Set<string>();
  private readonly broadcasts = new EventEmitter();
  readonly kv: KeyValueStore = new MemoryKeyValueStore();
  private closed = false;

  constructor(private readonly logger: Logger) {
    this.broadcasts.setMaxListeners(0);
  }

  async request<S extends CommandSubject>(subject: S, payload: Parameters<CommandHandler<S>>[0], options: RequestOptions = {}) {
    const attempts = 1 + (options.retries ?? 0);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.requestOnce(subject, payload, options);
      } catch (err) {
        if (!isRetriable(err) || attempt >= attempts) throw err;
        await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** attempt, 2000)));
      }
    }
  }

  private async requestOnce<S extends CommandSubject>(subject: S, payload: Parameters<CommandHandler<S>>[0], options: RequestOptions) {
    const handler = this.handlers.get(subject);
    if (!handler || this.closed) throw new AppError('UNAVAILABLE', `No service answers ${subject}`);
    const requestId = currentRequestId();
    const batchRequestIds = currentBatchRequestIds();
    const inContext = <T>(fn: () => T) => (batchRequestIds ? runForRequests(batchRequestIds, fn) : runWithRequestId(requestId, fn));
    const timeoutMs = options.timeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const reply = await Promise.race([
      inContext(() => handler(JSON.parse(JSON.stringify(payload)))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AppError('TIMEOUT', `${subject} did not answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    return decodeCommandReply(subject, JSON.parse(JSON.stringify(reply)) as CommandReply) as Awaited<ReturnType<CommandHandler<S>>>;
  }

  serve<S extends CommandSubject>(subject: S, handler: CommandHandler<S>): void {
    if (this.handlers.has(subject)) throw new Error(`${subject} is already served`);
    this.handlers.set(subject, (raw) => runCommandHandler(subject, raw, handler as (p: never) => Promise<unknown>, { logger: this.logger }));
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    if (this.recentIdSet.has(envelope.id)) return;
    const wire = JSON.parse(JSON.stringify(envelope)) as EventEnvelope;
    const schema = eventCatalogue[wire.type];
    if (!schema?.safeParse(wire.data).success) {
      this.logger.error({ type: wire.type, id: wire.id }, 'dropping event that fails its schema');
      return;
    }
    const targets = this.consumers.filter((c) => c.types.includes(wire.type));
    // handled under the publisher's request id, as the NATS bus carries it in a header
    const requestId = currentRequestId();
    await Promise.all(targets.map((c) => this.deliver(c, wire, requestId)));
    this.remember(envelope.id);
  }

  publishAll(events: readonly PublishedEvent[]): Promise<PromiseSettledResult<void>[]> {
    return Promise.allSettled(events.map((e) => runWithRequestId(e.requestId, () => this.publish(e.envelope))));
  }

  private async deliver(consumer: ConsumerSpec<EventType>, event: EventEnvelope, requestId: string | undefined): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await runWithRequestId(requestId, async () => {
          await consumer.handle(event);
          logEventsHandled(this.logger, consumer.durable, [event]);
        });
        return;
      } catch (err) {
        if (attempt >= HANDLER_ATTEMPTS) throw err;
        this.logger.warn({ err, consumer: consumer.durable, event: event.id, attempt }, 'event handler failed, retrying');
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  private remember(id: string): void {
    this.recentIds.push(id);
    this.recentIdSet.add(id);
    if (this.recentIds.length > DEDUP_WINDOW) this.recentIdSet.delete(this.recentIds.shift()!);
  }

  consume<T extends EventType>(spec: ConsumerSpec<T>): void {
    if (this.consumers.some((c) => c.durable === spec.durable)) throw new Error(`consumer ${spec.durable} already registered`);
    this.consumers.push(spec as unknown as ConsumerSpec<EventType>);
  }

  broadcast(channel: string, data: unknown): void {
    const copy = JSON.parse(JSON.stringify(data ?? null));
    queueMicrotask(() => this.broadcasts.emit(channel, copy));
  }

  onBroadcast(channel: string, handler: (data: unknown) => void): void {
    this.broadcasts.on(channel, handler);
  }

  /** In one process no broadcast can be missed. */
  onBroadcastGap(_handler: () => void): void {}

  async start(): Promise<void> {}

  isHealthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.broadcasts.removeAllListeners();
  }
}

class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  private readonly changes = new EventEmitter();

  constructor() {
    this.changes.setMaxListeners(0);
  }

  async get(key: string) {
    return this.values.get(key) ?? null;
  }

  async put(key: string, value: string) {
    this.values.set(key, value);
    this.changes.emit('change', key, value);
  }

  async delete(key: string) {
    this.values.delete(key);
    this.changes.emit('change', key, null);
  }

  async entries() {
    return new Map(this.values);
  }

  async watch(onChange: (key: string, value: string | null) => void) {
    this.changes.on('change', onChange);
    return () => void this.changes.off('change', onChange);
  }
}
