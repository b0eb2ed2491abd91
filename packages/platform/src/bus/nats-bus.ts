import { setTimeout as sleep } from 'node:timers/promises';
import {
  AckPolicy,
  DeliverPolicy,
  ErrorCode,
  JSONCodec,
  headers,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type KV,
  type NatsConnection,
  type NatsError,
  type Subscription,
} from 'nats';
import { REQUEST_ID_HEADER, type CommandSubject, type EventEnvelope, type EventType } from '@app/contracts';
import type { Logger } from 'pino';
import { MAX_BATCH_REQUEST_IDS, currentBatchRequestIds, currentRequestId, runForRequests, runWithRequestId } from '../context.js';
import { logEventsHandled } from './event-logging.js';
import { AppError } from '../errors.js';
import type { Bus, CommandHandler, CommandReply, ConsumerSpec, KeyValueStore, PublishedEvent, RequestOptions } from './bus.js';
import { EVENT_BUNDLE_HEADER, bundleMessageId, decodeBundle, encodeBundle, isValidEnvelope, planBundles } from './event-bundle.js';
import { decodeCommandReply, runCommandHandler } from './command-codec.js';
import { consumerPending } from '../metrics.js';
import { DEFAULT_FIRST_CONNECT, connectFirstTime, type FirstConnectPolicy } from './nats-first-connect.js';
import { reportConnectionStatus } from './nats-status-log.js';
import { ensureStream } from './nats-event-stream.js';
import { NatsKeyValueStore } from './nats-kv-store.js';
import { Names } from './nats-names.js';

export { EVENT_STREAM_MAX_AGE_MS } from './nats-event-stream.js';

const DEFAULT_BATCH_SIZE = 100;
/**
 * The request ids of a batch command (a coalesced wallet.v1.bets), JSON, beside x-request-id (the first of
 * them), so the serving side's log names every request the batch carried.
 */
const BATCH_REQUEST_IDS_HEADER = 'x-batch-request-ids';

const codec = JSONCodec<unknown>();
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/**
 * What one JetStream message brought a consumer: one event, or a bundle of them (event-bundle.ts). It is
 * acknowledged once every event in it has been handled.
 */
interface Delivery {
  m: JsMsg;
  events: PublishedEvent[];
}

export interface NatsBusOptions {
  url: string;
  /** the service name: queue group for commands, connection name for monitoring */
  service: string;
  logger: Logger;
  /**
   * Prefix for every subject, the stream and the KV bucket, so that several deployments (or test runs)
   * can share one NATS server without seeing each other's messages. Empty in production.
   */
  namespace?: string;
  /** how long start-up waits for the first connection (default: 30 s, warning after 3 s and every 10 s) */
  firstConnect?: Partial<FirstConnectPolicy>;
  /**
   * Whether publishAll sends events of one type as one message (event-bundle.ts; default: true). Off
   * while a cluster still runs replicas of a release whose consumers cannot read a bundle.
   */
  bundleEvents?: boolean;
}

/**
 * The distributed mode's bus: core NATS request-reply for commands (queue group per service),
 * JetStream for events (one stream; a durable pull consumer per purpose and event type, since this
 * NATS server predates multi-subject filters) and a KV bucket for settings.
 */
/** How long stopServing waits for NATS to confirm that this process left its command queue groups. */
const SUBSCRIPTION_DRAIN_MS = 2_000;
/** How long stopServing waits for the commands and events this process is handling to finish. */
const IN_FLIGHT_WAIT_MS = 3_000;

export class NatsBus implements Bus {
  private readonly consumers: ConsumerSpec<EventType>[] = [];
  private readonly running: ConsumerMessages[] = [];
  /** each consumer's loop, which ends once its messages are closed and what it had taken is handled */
  private readonly pumps: Promise<void>[] = [];
  private readonly commandSubscriptions: Subscription[] = [];
  private readonly commandsInFlight = new Set<Promise<void>>();
  private stoppedServing: Promise<void> | null = null;
  private healthy = true;
  private closing = false;
  private readonly broadcastGapHandlers: (() => void)[] = [];
  readonly kv: KeyValueStore;
  private readonly names: Names;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    bucket: KV,
    private readonly options: NatsBusOptions,
  ) {
    this.kv = new NatsKeyValueStore(bucket);
    this.names = new Names(options.namespace ?? '');
    void reportConnectionStatus(nc, options.logger, options.url, {
      healthy: (healthy) => (this.healthy = healthy),
      closing: () => this.closing,
      broadcastGap: () => {
        for (const handler of this.broadcastGapHandlers) handler();
      },
    });
  }

  /**
   * Connects (bounded: see nats-first-connect.ts; fails start-up with an error naming the server), then
   * reconnects for ever: a running service survives any NATS outage.
   */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connectFirstTime(
      {
        servers: options.url,
        name: options.service,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
        // per dial (nats.js waits 20 s by default): an unreachable address is retried, and reported, sooner
        timeout: 5_000,
        // nats.js captures two stack traces per request (every JetStream publish is one) to decorate a failure
        // with its caller; on the bet path that was about 5% of a games process. Our errors name the subject.
        noAsyncTraces: true,
      },
      options.logger,
      { ...DEFAULT_FIRST_CONNECT, ...options.firstConnect },
    );
    const names = new Names(options.namespace ?? '');
    const jsm = await nc.jetstreamManager();
    await ensureStream(jsm, names);
    const js = nc.jetstream();
    const bucket = await js.views.kv(names.bucket, { history: 1 });
    return new NatsBus(nc, js, jsm, bucket, options);
  }

  async request<S extends CommandSubject>(subject: S, payload: Parameters<CommandHandler<S>>[0], options: RequestOptions = {}) {
    const attempts = 1 + (options.retries ?? 0);
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.requestOnce(subject, payload, options.timeoutMs ?? 5000)) as Awaited<ReturnType<CommandHandler<S>>>;
      } catch (err) {
        const retriable = err instanceof AppError && (err.code === 'TIMEOUT' || err.code === 'UNAVAILABLE');
        if (!retriable || attempt >= attempts) throw err;
        await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** attempt, 2000)));
      }
    }
  }

  private async requestOnce(subject: CommandSubject, payload: unknown, timeout: number) {
    const h = headers();
    const requestId = currentRequestId();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    const batchRequestIds = currentBatchRequestIds();
    if (batchRequestIds) h.set(BATCH_REQUEST_IDS_HEADER, JSON.stringify(batchRequestIds));
    let reply: CommandReply;
    try {
      const msg = await this.nc.request(this.names.subject(subject), codec.encode(payload), { timeout, headers: h });
      reply = codec.decode(msg.data) as CommandReply;
    } catch (err) {
      const code = (err as NatsError).code;
      if (code === ErrorCode.Timeout) throw new AppError('TIMEOUT', `${subject} did not answer in ${timeout} ms`);
      if (code === ErrorCode.NoResponders) throw new AppError('UNAVAILABLE', `No service answers ${subject}`);
      if (code === ErrorCode.ConnectionClosed || code === ErrorCode.Disconnect) throw new AppError('UNAVAILABLE', 'Message bus unavailable');
      throw err;
    }
    return decodeCommandReply(subject, reply);
  }

  serve<S extends CommandSubject>(subject: S, handler: CommandHandler<S>): void {
    const subscription = this.nc.subscribe(this.names.subject(subject), {
      queue: this.options.service,
      callback: (err, msg) => {
        if (err) return this.options.logger.error({ err, subject }, 'command subscription error');
        const requestId = msg.headers?.get(REQUEST_ID_HEADER) || undefined;
        const batchRequestIds = parseBatchRequestIds(msg.headers?.get(BATCH_REQUEST_IDS_HEADER));
        const inContext = <T>(fn: () => T) => (batchRequestIds ? runForRequests(batchRequestIds, fn) : runWithRequestId(requestId, fn));
        const served = inContext(async () => {
          let reply: CommandReply;
          try {
            reply = await runCommandHandler(subject, codec.decode(msg.data), handler as (p: never) => Promise<unknown>, { service: this.options.service, logger: this.options.logger });
          } catch (e) {
            this.options.logger.error({ err: e, subject }, 'command handler failed');
            reply = { ok: false, error: { code: 'INTERNAL', message: 'Command failed' } };
          }
          msg.respond(codec.encode(reply));
        }).finally(() => this.commandsInFlight.delete(served));
        this.commandsInFlight.add(served);
      },
    });
    this.commandSubscriptions.push(subscription);
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    const h = headers();
    const requestId = currentRequestId();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    await this.js.publish(this.names.subject(envelope.type), codec.encode(envelope), { msgID: envelope.id, headers: h });
  }

  async publishAll(events: readonly PublishedEvent[]): Promise<PromiseSettledResult<void>[]> {
    const results: PromiseSettledResult<void>[] = new Array(events.length);
    // Published concurrently: waiting for each broker acknowledgement in turn caps the relay far below the
    // rate the services commit at. Consumers never rely on order across messages (they are idempotent and
    // tolerate a late predecessor).
    if (this.options.bundleEvents === false) return Promise.allSettled(events.map((e) => this.publishAs(e)));
    await Promise.all(
      planBundles(events).map(async (items) => {
        let outcome: PromiseSettledResult<void>;
        try {
          if (items.length === 1) {
            await this.publishAs(items[0]!.event);
          } else {
            const h = headers();
            h.set(EVENT_BUNDLE_HEADER, String(items.length));
            const firstRequestId = items.find((i) => i.event.requestId)?.event.requestId;
            if (firstRequestId) h.set(REQUEST_ID_HEADER, firstRequestId);
            const subject = this.names.subject(items[0]!.event.envelope.type);
            await this.js.publish(subject, utf8.encode(encodeBundle(items)), { msgID: bundleMessageId(items), headers: h });
          }
          outcome = { status: 'fulfilled', value: undefined };
        } catch (reason) {
          outcome = { status: 'rejected', reason };
        }
        for (const item of items) results[item.index] = outcome;
      }),
    );
    return results;
  }

  /** One event as one message, as every publish was before bundles, under the request that caused it. */
  private publishAs(event: PublishedEvent): Promise<void> {
    return runWithRequestId(event.requestId, () => this.publish(event.envelope));
  }

  consume<T extends EventType>(spec: ConsumerSpec<T>): void {
    this.consumers.push(spec as unknown as ConsumerSpec<EventType>);
  }

  async start(): Promise<void> {
    for (const spec of this.consumers) {
      for (const type of spec.types) await this.startConsumer(spec, type);
    }
  }

  private async startConsumer(spec: ConsumerSpec<EventType>, type: EventType) {
    const durable = `${spec.durable}--${type.replaceAll('.', '_')}`;
    const stream = this.names.stream;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.names.subject(type),
      ack_wait: nanos(30_000),
      max_deliver: -1,
      max_ack_pending: 1000,
    };
    try {
      await this.jsm.consumers.add(stream, config);
    } catch {
      await this.jsm.consumers.update(stream, durable, { ack_wait: config.ack_wait, max_ack_pending: config.max_ack_pending });
    }
    const consumer = await this.js.consumers.get(stream, durable);
    this.watchPending(durable, () => consumer.info());
    const concurrency = spec.concurrency ?? 1;
    const batchSize = spec.handleBatch ? (spec.batchSize ?? DEFAULT_BATCH_SIZE) : 1;
    const messages = await consumer.consume({ max_messages: Math.max(10, concurrency * 4, batchSize * 2) });
    this.running.push(messages);
    const pump = spec.handleBatch ? this.pumpBatches(spec, messages, concurrency, batchSize) : this.pump(spec, messages, concurrency);
    this.pumps.push(pump.catch((err: unknown) => this.options.logger.error({ err, consumer: durable }, 'consumer loop ended')));
  }

  private readonly pendingTimers: NodeJS.Timeout[] = [];

  /** Reports how far each durable consumer is behind, every 10 s (for /metrics and alerting). */
  private watchPending(durable: string, info: () => Promise<{ num_pending: number; num_ack_pending: number }>) {
    const timer = setInterval(() => {
      info().then(
        (i) => consumerPending.set({ consumer: durable }, i.num_pending + i.num_ack_pending),
        () => undefined,
      );
    }, 10_000);
    timer.unref();
    this.pendingTimers.push(timer);
  }

  private async pump(spec: ConsumerSpec<EventType>, messages: ConsumerMessages, concurrency: number) {
    const inFlight = new Set<Promise<void>>();
    for await (const m of messages) {
      const delivery = this.decodeOrTerminate(m);
      if (!delivery) continue;
      const p = this.handleOneByOne(spec, delivery).finally(() => inFlight.delete(p));
      inFlight.add(p);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }

  /**
   * A batched consumer's loop: messages are gathered as they arrive, and whatever has arrived by the time
   * a worker is free goes to `handleBatch` together. A message that finds no batch forming waits up to
   * `gatherMs` for company (less if a full batch forms), so that a steady flow is handled in batches too,
   * not only a backlog. Sizes count events (a bundle brings several).
   */
  private async pumpBatches(spec: ConsumerSpec<EventType>, messages: ConsumerMessages, concurrency: number, batchSize: number) {
    const gatherMs = spec.gatherMs ?? 0;
    const waiting: Delivery[] = [];
    let waitingEvents = 0;
    const inFlight = new Set<Promise<void>>();
    let drainScheduled = false;
    const takeBatch = () => {
      const batch: Delivery[] = [];
      let events = 0;
      while (waiting.length > 0 && (batch.length === 0 || events + waiting[0]!.events.length <= batchSize)) {
        const next = waiting.shift()!;
        batch.push(next);
        events += next.events.length;
      }
      waitingEvents -= events;
      return batch;
    };
    const drain = () => {
      drainScheduled = false;
      while (waiting.length > 0 && inFlight.size < concurrency) {
        const p = this.handleBatchOfDeliveries(spec, takeBatch(), batchSize).finally(() => {
          inFlight.delete(p);
          drain();
        });
        inFlight.add(p);
      }
    };
    let gathering: NodeJS.Timeout | null = null;
    const drainNow = () => {
      if (gathering) clearTimeout(gathering);
      gathering = null;
      drain();
    };
    for await (const m of messages) {
      const delivery = this.decodeOrTerminate(m);
      if (!delivery) continue;
      waiting.push(delivery);
      waitingEvents += delivery.events.length;
      if (gathering && waitingEvents >= batchSize) drainNow();
      else if (!drainScheduled && !gathering) {
        if (gatherMs > 0) gathering = setTimeout(drainNow, gatherMs);
        else {
          drainScheduled = true;
          // after the messages that arrived with this one have been yielded
          setImmediate(drain);
        }
      }
      while (waitingEvents >= batchSize * concurrency * 2) {
        if (inFlight.size === 0) await new Promise((r) => setImmediate(r));
        else await Promise.race(inFlight);
      }
    }
    if (gathering) clearTimeout(gathering);
    while (waiting.length > 0 || inFlight.size > 0) {
      drain();
      await Promise.all(inFlight);
    }
  }

  private async handleBatchOfDeliveries(spec: ConsumerSpec<EventType>, batch: Delivery[], batchSize: number) {
    const unique = new Map<string, PublishedEvent>();
    // a redelivery that arrived while the first delivery waited in the same batch: the first stands for it
    for (const delivery of batch) for (const event of delivery.events) if (!unique.has(event.envelope.id)) unique.set(event.envelope.id, event);
    const events = [...unique.values()];
    if (events.length <= 1) {
      for (const delivery of batch) await this.handleOneByOne(spec, delivery);
      return;
    }
    try {
      // one bundle may bring more than a batch holds
      for (let start = 0; start < events.length; start += batchSize) {
        const chunk = events.slice(start, start + batchSize);
        // the batch's lines name the requests that caused its events (the first as requestId)
        await runForRequests(
          chunk.map((e) => e.requestId),
          async () => {
            const envelopes = chunk.map((e) => e.envelope);
            await spec.handleBatch!(envelopes);
            logEventsHandled(this.options.logger, spec.durable, envelopes);
          },
        );
      }
      for (const { m } of batch) m.ack();
    } catch (err) {
      this.options.logger.warn({ err, consumer: spec.durable, events: events.length }, 'event batch failed; handling its events one by one');
      // what the failed batch had applied is applied once: every handler is idempotent (its inbox)
      for (const delivery of batch) await this.handleOneByOne(spec, delivery);
    }
  }

  /**
   * The events a message brought that pass their schemas; null when none does (the message is terminated:
   * no redelivery can fix it). An event of a bundle that fails its schema is dropped alone.
   */
  private decodeOrTerminate(m: JsMsg): Delivery | null {
    const bundled = m.headers?.get(EVENT_BUNDLE_HEADER);
    try {
      if (bundled) {
        const { events, rejected } = decodeBundle(fromUtf8.decode(m.data));
        if (rejected > 0) this.options.logger.error({ subject: m.subject, seq: m.seq, rejected }, 'dropping bundled events that fail their schemas');
        if (events.length === 0) throw new Error('schema');
        return { m, events };
      }
      const envelope = codec.decode(m.data) as EventEnvelope;
      if (!isValidEnvelope(envelope)) throw new Error('schema');
      return { m, events: [{ envelope, requestId: m.headers?.get(REQUEST_ID_HEADER) || undefined }] };
    } catch {
      this.options.logger.error({ subject: m.subject, seq: m.seq }, 'terminating event that fails its schema');
      m.term();
      return null;
    }
  }

  /**
   * Handles a delivery's events in order, each under the request id that caused it, and acknowledges it;
   * if one fails, the whole delivery comes again later (the events handled before it are then dropped by
   * the consumer's inbox).
   */
  private async handleOneByOne(spec: ConsumerSpec<EventType>, { m, events }: Delivery) {
    for (const { envelope, requestId } of events) {
      try {
        await runWithRequestId(requestId, async () => {
          await spec.handle(envelope);
          logEventsHandled(this.options.logger, spec.durable, [envelope]);
        });
      } catch (err) {
        this.options.logger.warn({ err, consumer: spec.durable, event: envelope.id, redelivery: m.info.redeliveryCount }, 'event handler failed; will be redelivered');
        m.nak(Math.min(200 * 2 ** Math.min(m.info.redeliveryCount, 6), 10_000));
        return;
      }
    }
    m.ack();
  }

  broadcast(channel: string, data: unknown): void {
    this.nc.publish(this.names.subject(`broadcast.${channel}`), codec.encode(data ?? null));
  }

  onBroadcast(channel: string, handler: (data: unknown) => void): void {
    this.nc.subscribe(this.names.subject(`broadcast.${channel}`), { callback: (err, msg) => !err && handler(codec.decode(msg.data)) });
  }

  onBroadcastGap(handler: () => void): void {
    this.broadcastGapHandlers.push(handler);
  }

  isHealthy(): boolean {
    return this.healthy && !this.nc.isClosed() && !this.closing;
  }

  /** Removes this namespace's stream and bucket from the server (test clean-up; never in production). */
  async destroyNamespace(): Promise<void> {
    if (!this.options.namespace) throw new Error('refusing to delete the production stream');
    for (const m of this.running) await m.close().catch(() => undefined);
    this.running.length = 0;
    await this.jsm.streams.delete(this.names.stream).catch(() => undefined);
    await this.jsm.streams.delete(`KV_${this.names.bucket}`).catch(() => undefined);
  }

  /**
   * The first step of a shutdown, before the service closes its database: takes no more commands (NATS
   * sends them to the other replicas of the queue group, or answers "no responders", which callers
   * retry) and no more events (what this replica had not acknowledged is redelivered elsewhere), and
   * waits for the commands and events already being handled. The connection stays open, so that what
   * the service does while stopping can still publish and send commands.
   */
  stopServing(): Promise<void> {
    this.stoppedServing ??= (async () => {
      // drain, not unsubscribe: commands already delivered to this process are still answered. Bounded,
      // since a drain waits on the server's acknowledgement, which never comes while NATS is away.
      await Promise.all(this.commandSubscriptions.map((s) => Promise.race([s.drain().catch(() => undefined), sleep(SUBSCRIPTION_DRAIN_MS, undefined, { ref: false })])));
      for (const m of this.running) await m.close().catch(() => undefined);
      const finished = (async () => {
        await Promise.all(this.pumps);
        while (this.commandsInFlight.size > 0) await Promise.allSettled([...this.commandsInFlight]);
        return true;
      })();
      // bounded: a handler that never settles (a hung dependency) must not hold the stop for ever
      if (!(await Promise.race([finished, sleep(IN_FLIGHT_WAIT_MS, false, { ref: false })]))) {
        this.options.logger.warn({ commands: this.commandsInFlight.size, waitedMs: IN_FLIGHT_WAIT_MS }, 'stopped serving with work still in flight');
      }
    })();
    return this.stoppedServing;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.pendingTimers) clearInterval(t);
    await this.stopServing();
    await this.nc.drain().catch(() => undefined);
  }
}

/** The ids a batch command says it carries; anything malformed counts as none (the ids only feed logs). */
function parseBatchRequestIds(header: string | undefined): string[] | undefined {
  if (!header) return undefined;
  try {
    const ids = JSON.parse(header) as unknown;
    return Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === 'string') ? (ids as string[]).slice(0, MAX_BATCH_REQUEST_IDS) : undefined;
  } catch {
    return undefined;
  }
}
