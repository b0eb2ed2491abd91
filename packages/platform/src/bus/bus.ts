import type { CommandRequest, CommandResponse, CommandSubject, EventEnvelope, EventType } from '@app/contracts';
import type { PublishedEvent } from './event-bundle.js';

export type { PublishedEvent } from './event-bundle.js';

/**
 * The one interface services talk to each other through. Two implementations: NATS (request-reply,
 * JetStream, KV) for the distributed mode and an in-process one for the embedded mode, with the same
 * guarantees the code relies on: commands answer or time out; events are delivered at least once to
 * every durable consumer (handlers must be idempotent: see inbox); KV changes reach every watcher.
 */
export interface Bus {
  /** Sends a command and waits for its typed answer; a typed error reply is thrown as an AppError. */
  request<S extends CommandSubject>(subject: S, payload: CommandRequest<S>, options?: RequestOptions): Promise<CommandResponse<S>>;
  /** Answers a command; replicas of a service share the load (queue group). */
  serve<S extends CommandSubject>(subject: S, handler: CommandHandler<S>): void;
  /** Publishes an event; `envelope.id` deduplicates on the broker. Used by the outbox relay only. */
  publish(envelope: EventEnvelope): Promise<void>;
  /**
   * Publishes the outbox relay's batch, each event under the request id that caused it. The result says,
   * event by event, whether the broker has it. The NATS bus carries the events of one type together, in
   * one message (event-bundle.ts); each is still handled once by each consumer, under its own id.
   */
  publishAll(events: readonly PublishedEvent[]): Promise<PromiseSettledResult<void>[]>;
  /** A durable consumer: all replicas of a service share one, each event goes to one of them. */
  consume<T extends EventType>(spec: ConsumerSpec<T>): void;
  /** Fire-and-forget news for every replica of every service (cache invalidation); not durable. */
  broadcast(channel: string, data: unknown): void;
  onBroadcast(channel: string, handler: (data: unknown) => void): void;
  /**
   * Called whenever broadcasts may have been missed: the connection to the broker was lost, and again once
   * it is back (what was broadcast meanwhile never arrives). Whatever a broadcast keeps fresh (a cache of
   * sessions that a revocation drops) must then be dropped whole. Never called in the embedded mode.
   */
  onBroadcastGap(handler: () => void): void;
  readonly kv: KeyValueStore;
  /** Starts the consumers registered so far (call after every consume()). */
  start(): Promise<void>;
  isHealthy(): boolean;
  close(): Promise<void>;
}

export interface RequestOptions {
  /** per attempt; default 5 s */
  timeoutMs?: number;
  /** extra attempts after a timeout or no responder; only safe for idempotent commands. Default 0. */
  retries?: number;
}

export type CommandHandler<S extends CommandSubject> = (payload: CommandRequest<S>) => Promise<CommandResponse<S>>;

export interface ConsumerSpec<T extends EventType> {
  /** unique per purpose, prefixed with the service: 'wallet-signup-bonus' */
  durable: string;
  types: readonly T[];
  handle: (event: EventEnvelope<T>) => Promise<void>;
  /**
   * Handles several events with the same effects as `handle` on each (each applied once): a busy
   * consumer is handed what arrived while it worked, up to `batchSize`, so one statement and one round
   * trip serve many events. A batch that fails is retried one event at a time with `handle`, so one
   * bad event never holds the others back. Without it, events are handled one at a time.
   */
  handleBatch?: (events: EventEnvelope<T>[]) => Promise<void>;
  /** the most events in one `handleBatch` call; default 100 */
  batchSize?: number;
  /**
   * How long an event that finds no batch forming may wait for others to join it (default 0:
   * batches form only from what arrives while the consumer works). For consumers whose effects nobody
   * waits for to the millisecond, a few tens of ms turn a steady flow into batches.
   */
  gatherMs?: number;
  /** events (or batches) handled at once per replica; default 1 (in order) */
  concurrency?: number;
}

/**
 * A consumer whose one implementation is its batch handler (`handle` is a batch of one), so the
 * distributed and embedded modes run the same code.
 */
export function batchedConsumer<T extends EventType>(spec: Omit<ConsumerSpec<T>, 'handle' | 'handleBatch'> & { handleBatch: (events: EventEnvelope<T>[]) => Promise<void> }): ConsumerSpec<T> {
  return { ...spec, handle: (event) => spec.handleBatch([event]) };
}

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  entries(): Promise<Map<string, string>>;
  /** Called for every later change (value null = deleted). Returns a function that stops watching. */
  watch(onChange: (key: string, value: string | null) => void): Promise<() => void>;
}

/** Wire format of a command reply. */
export type CommandReply = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string; field?: string } };
