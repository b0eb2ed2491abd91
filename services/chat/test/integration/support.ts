import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, EventEnvelope, EventType, EventData, Identity, ServerToClientEvents, UserFacts } from '@app/contracts';
import { AppError, NatsBus, type Bus, type Infrastructure, type ServiceDefinition } from '@app/platform';
import { gatewayHeaders, startTestService, testServers, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { buildChatService, chatService, type ChatServiceOptions } from '../../src/app.js';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Fast timings for tests: a rain's lapsed lease is taken over within a second or two. */
export const FAST: ChatServiceOptions = { sweepIntervalMs: 300, presenceHeartbeatMs: 500, presenceTtlMs: 3000 };

/** The auth service as chat sees it: auth.v1.user.get over the bus, answered from a map the test controls. */
export class FakeAuth {
  readonly users = new Map<string, UserFacts>();

  serve(bus: Bus): this {
    bus.serve('auth.v1.user.get', async ({ userId }) => {
      const user = this.users.get(userId);
      if (!user) throw new AppError('NOT_FOUND', 'No such user');
      return user;
    });
    return this;
  }

  add(over: Partial<UserFacts> = {}): UserFacts {
    const id = over.id ?? randomUUID();
    const user: UserFacts = {
      id,
      username: `user_${id.slice(0, 8)}`,
      email: `${id}@example.com`,
      firstName: null,
      lastName: null,
      isAdmin: false,
      emailVerified: true,
      isBanned: false,
      createdAt: new Date().toISOString(),
      ...over,
    };
    this.users.set(id, user);
    return user;
  }
}

export interface Replica extends RunningTestService {
  bus: Bus;
  /** graceful stop, as on SIGTERM: the HTTP server, then the service, then its connections */
  stop(): Promise<void>;
  /** dies without its shutdown path: connections cut, nothing released, leases left to lapse */
  crash(): Promise<void>;
}

/**
 * One more chat replica on the same database, NATS namespace and Redis prefix, with its own NATS and
 * Redis connections, as a separate process would have. `wrapBus` lets a test interpose on its commands.
 */
export async function startReplica(base: TestInfrastructure, options: ChatServiceOptions = FAST, wrapBus: (bus: Bus) => Bus = (b) => b): Promise<Replica> {
  const nats = await NatsBus.connect({ url: testServers.natsUrl, service: 'chat', logger: base.logger, namespace: base.namespace });
  const bus = wrapBus(nats);
  const redis = base.redis ? new Redis(testServers.redisUrl, { keyPrefix: `${base.namespace}:`, maxRetriesPerRequest: 2 }) : null;
  const infra: Infrastructure = { ...base, bus, redis };
  const definition: ServiceDefinition = { ...chatService, build: (i) => buildChatService(i, { ...FAST, ...options }) };
  const running = await startTestService(definition, infra);
  await nats.start();
  let stopped = false;
  return {
    ...running,
    bus,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await running.close();
      await nats.close();
      await redis?.quit().catch(() => undefined);
    },
    crash: async () => {
      if (stopped) return;
      stopped = true;
      running.server.close();
      running.server.closeAllConnections();
      await nats.close();
      redis?.disconnect();
    },
  };
}

/**
 * A bus whose wallet.v1.credit requests go through `intercept` (given the real request and its ordinal),
 * to slow the wallet down or to make the replica "die" right after the wallet committed a credit.
 */
export function interceptCredits(bus: Bus, intercept: (forward: () => Promise<unknown>, n: number) => Promise<unknown>): Bus {
  let n = 0;
  return new Proxy(bus, {
    get(target, prop) {
      if (prop === 'request') {
        return (subject: string, payload: unknown, options?: unknown) => {
          const forward = () => (target.request as (...args: unknown[]) => Promise<unknown>)(subject, payload, options);
          return subject === 'wallet.v1.credit' ? intercept(forward, ++n) : forward();
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A socket.io client connected straight to a replica, with the identity header the gateway would add.
 * Its events are recorded from the start (see record), so nothing sent on connect is missed. `identity`
 * overrides parts of the signed identity (the session id: `session-of-<userId>` by default).
 */
export async function connectClient(url: string, userId: string | null, identity: Partial<Identity> = {}): Promise<ChatClient> {
  const socket: ChatClient = connectSocket(url, { path: '/ws', transports: ['websocket'], extraHeaders: gatewayHeaders(userId, identity), forceNew: true, reconnection: false });
  record(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

const recordings = new WeakMap<ChatClient, Map<string, unknown[]>>();

/** Every event a client has received, by name (recorded since the client was created). */
export function record(socket: ChatClient) {
  let seen = recordings.get(socket);
  if (!seen) {
    const events = new Map<string, unknown[]>();
    socket.onAny((event: string, ...args: unknown[]) => {
      events.set(event, [...(events.get(event) ?? []), args[0]]);
    });
    recordings.set(socket, events);
    seen = events;
  }
  const events = seen;
  return {
    of: <E extends keyof ServerToClientEvents>(event: E) => (events.get(event) ?? []) as Parameters<ServerToClientEvents[E]>[0][],
    last: <E extends keyof ServerToClientEvents>(event: E) => (events.get(event) ?? []).at(-1) as Parameters<ServerToClientEvents[E]>[0] | undefined,
  };
}

export function emitWithAck<R>(socket: ChatClient, event: 'chat_message', payload: unknown): Promise<R>;
export function emitWithAck<R>(socket: ChatClient, event: 'rain_join'): Promise<R>;
export function emitWithAck<R>(socket: ChatClient, event: 'chat_message' | 'rain_join', payload?: unknown): Promise<R> {
  const loose = socket as unknown as { timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<R> } };
  return payload === undefined ? loose.timeout(5000).emitWithAck(event) : loose.timeout(5000).emitWithAck(event, payload);
}

/** Waits for a condition; generous by default, since the machine may be busy (it only costs time on failure). */
/** Waits for `check`; `what` names the condition in the error, and may be a function that also says what was seen instead. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what: string | (() => string | Promise<string>) = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${typeof what === 'function' ? await what() : what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function http<T = unknown>(url: string, method: 'GET' | 'POST', userId: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { method, headers: gatewayHeaders(userId), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: (await res.json()) as T };
}

export function envelope<T extends EventType>(type: T, data: EventData<T>, id: string = randomUUID()): EventEnvelope<T> {
  return { id, type, version: 'v1', occurredAt: new Date().toISOString(), data };
}

export function betSettled(over: Partial<EventData<'games.bet.settled'>> = {}): EventData<'games.bet.settled'> {
  return { roundId: randomUUID(), userId: randomUUID(), username: 'player', game: 'dice', stake: 100, payout: 180, multiplier: 1.8, isWin: true, settledAt: new Date().toISOString(), ...over };
}
