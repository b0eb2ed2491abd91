import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import type { EventEnvelope } from '@app/contracts';
import { NatsBus, openSqlSession, type Bus, type ServiceDefinition } from '@app/platform';
import {
  distributedTestInfrastructure,
  embeddedTestInfrastructure,
  gatewayHeaders,
  startTestService,
  testServers,
  type RunningTestService,
  type TestInfrastructure,
} from '@app/platform/testing';
import { buildGamesService, gamesService, type GamesService } from '../../../src/app.js';
import type { GamesConfig } from '../../../src/env.js';
import { FakeWallet } from './fake-wallet.js';

export const testConfig: GamesConfig = { sweepIntervalMs: 3_600_000, staleRoundMs: 30_000, blackjackIdleMs: 600_000, walletTimeoutMs: 3_000, walletRetries: 2 };

/** The real wallet service when its package is there (and not disabled), else null. */
async function realWallet(): Promise<ServiceDefinition | null> {
  if (process.env.GAMES_TEST_FAKE_WALLET === '1') return null;
  if (!existsSync(fileURLToPath(new URL('../../../../wallet/src/app.ts', import.meta.url)))) return null;
  const specifier = '@app/wallet';
  const module = (await import(/* @vite-ignore */ specifier)) as { walletService: ServiceDefinition };
  return module.walletService;
}

/** A clock the tests move (live crash, idle blackjack); starts at the real time, and can be stopped. */
export class TestClock {
  private offset = 0;
  private frozenAt: number | null = null;
  readonly now = () => this.frozenAt ?? Date.now() + this.offset;
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offset += ms;
  }
  /** stops time (only advance() moves it) until thaw() */
  freeze(): void {
    this.frozenAt = this.now();
  }
  thaw(): void {
    if (this.frozenAt !== null) this.offset = this.frozenAt - Date.now();
    this.frozenAt = null;
  }
}

export interface Harness {
  infra: TestInfrastructure;
  url: string;
  clock: TestClock;
  games: GamesService;
  /** set when the real wallet is not used */
  fakeWallet: FakeWallet | null;
  usesRealWallet: boolean;
  /** a registered player (auth.user.registered published) holding `points` */
  player(points: number, username?: string): Promise<string>;
  call<T = unknown>(method: 'GET' | 'POST', path: string, userId: string | null, body?: unknown): Promise<{ status: number; body: T }>;
  balance(userId: string): Promise<number>;
  /** reads the games schema directly (test set-up only: e.g. where the mines of a round are) */
  sql<R = Record<string, unknown>>(query: string, params?: unknown[]): Promise<R[]>;
  /** every games.bet.settled event from now on (a durable consumer of its own) */
  collectSettled(): Promise<EventEnvelope<'games.bet.settled'>[]>;
  /** stops the games service and builds a new one on a new bus connection and the same database (a process restart) */
  restartGames(): Promise<void>;
  /** what the process's shutdown signal does to the games service: it begins to stop (restartGames undoes it) */
  beginShutdown(): void;
  close(): Promise<void>;
}

async function listen(app: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function startHarness(options: { mode?: 'distributed' | 'embedded'; fakeWallet?: boolean; config?: Partial<GamesConfig> } = {}): Promise<Harness> {
  const wallet = options.fakeWallet ? null : await realWallet();
  const definitions = wallet ? [gamesService, wallet] : [gamesService];
  const infra = options.mode === 'embedded' ? await embeddedTestInfrastructure(definitions) : await distributedTestInfrastructure(definitions, { redis: false });
  const fake = wallet ? null : new FakeWallet(infra.bus);
  const walletRunning: RunningTestService | null = wallet ? await startTestService(wallet, infra) : null;
  const clock = new TestClock();
  const config = { ...testConfig, ...options.config };
  let bus: Bus = infra.bus;
  let stopping = new AbortController();
  let games = await buildGamesService(infra, { config, now: clock.now, stopping: stopping.signal });
  let { server, url } = await listen(games.app);
  await games.start();
  await infra.bus.start();
  const extraBuses: NatsBus[] = [];

  const call: Harness['call'] = async (method, path, userId, body) => {
    const response = await fetch(`${harness.url}${path}`, { method, headers: gatewayHeaders(userId), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
  };

  const balance = async (userId: string) => (await infra.bus.request('wallet.v1.account.get', { userId })).points;

  const harness: Harness = {
    infra,
    url,
    clock,
    games,
    fakeWallet: fake,
    usesRealWallet: wallet !== null,
    call,
    balance,
    async sql(query, params) {
      const session = await openSqlSession(infra.db!);
      try {
        return await session.query(query, params);
      } finally {
        await session.close();
      }
    },
    async player(points, username = `p${randomUUID().slice(0, 8)}`) {
      const userId = randomUUID();
      const event: EventEnvelope<'auth.user.registered'> = {
        id: randomUUID(),
        type: 'auth.user.registered',
        version: 'v1',
        occurredAt: new Date().toISOString(),
        data: { userId, username, email: `${username}@example.com`, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString() },
      };
      await infra.bus.publish(event);
      if (fake) {
        await fake.open(userId, points);
        return userId;
      }
      // the real wallet opens the account (with the signup bonus) from the event; then top up or take down to `points`
      const started = Date.now();
      let current: number | null = null;
      while (current === null) {
        current = await balance(userId).catch(() => null);
        if (current === null) {
          if (Date.now() - started > 10_000) throw new Error('the wallet did not open the account');
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      if (points > current) await infra.bus.request('wallet.v1.credit', { userId, operationId: 'test-topup', amount: points - current, reason: 'admin_adjustment' });
      if (points < current) await infra.bus.request('wallet.v1.debit', { userId, operationId: 'test-takedown', amount: current - points, reason: 'admin_adjustment' });
      return userId;
    },
    async collectSettled() {
      const seen: EventEnvelope<'games.bet.settled'>[] = [];
      const consumerBus: Bus =
        infra.mode === 'distributed' ? await NatsBus.connect({ url: testServers.natsUrl, service: 'collector', logger: pino({ level: 'silent' }), namespace: infra.namespace }) : infra.bus;
      if (consumerBus instanceof NatsBus) extraBuses.push(consumerBus);
      consumerBus.consume({ durable: `test-settled-${randomUUID().slice(0, 8)}`, types: ['games.bet.settled'], handle: async (event) => void seen.push(event) });
      if (consumerBus !== infra.bus) await consumerBus.start();
      return seen;
    },
    beginShutdown() {
      stopping.abort();
    },
    async restartGames() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await games.stop();
      if (infra.mode !== 'distributed') throw new Error('restart needs the distributed mode (a second process on the same servers)');
      const next = await NatsBus.connect({ url: testServers.natsUrl, service: 'games', logger: pino({ level: 'silent' }), namespace: infra.namespace });
      extraBuses.push(next);
      bus = next;
      stopping = new AbortController();
      games = await buildGamesService({ ...infra, bus }, { config, now: clock.now, stopping: stopping.signal });
      ({ server, url } = await listen(games.app));
      await games.start();
      await bus.start();
      harness.games = games;
      harness.url = url;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await games.stop();
      await walletRunning?.close();
      for (const b of extraBuses) await b.close();
      await infra.cleanup();
    },
  };
  return harness;
}

/** Waits until a condition holds (events travel asynchronously). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A harness and one player holding `points`, for the surrounding describe block (started before its
 * tests, closed after them): `t.h` and `t.user` inside the tests.
 */
export function harnessWithPlayer(points: number): { readonly h: Harness; readonly user: string } {
  const state = {} as { h: Harness; user: string };
  beforeAll(async () => {
    state.h = await startHarness();
    state.user = await state.h.player(points);
  });
  afterAll(async () => {
    await state.h?.close();
  });
  return state;
}
