import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { EventEnvelope, Identity, UserFacts } from '@app/contracts';
import { AppError, databaseClients, openSqlSession, Outbox, SettingsView, type Bus, type RawSql, type SqlSession } from '@app/platform';
import {
  distributedTestInfrastructure,
  embeddedTestInfrastructure,
  gatewayHeaders,
  startTestService,
  type RunningTestService,
  type TestInfrastructure,
} from '@app/platform/testing';
import { buildWalletService, walletService, type WalletService, type WalletServiceOptions } from '../src/app.js';
import type { WalletConfig } from '../src/env.js';
import { PrismaClient } from '../src/db/generated/client.js';

export interface RunningWallet {
  service: RunningTestService;
  /** the built service (its Robux payouts, to run a sweep now) */
  wallet: WalletService;
  /** direct SQL on the test database, for setting up and checking */
  sql: SqlSession;
  close(): Promise<void>;
}

/** Timings short enough for tests; providers unreachable unless a test points them at its fake. */
export function testWalletConfig(overrides: Partial<WalletConfig> = {}): WalletConfig {
  return {
    ogadsApiUrl: 'http://127.0.0.1:9',
    robloxApiBaseUrl: 'http://127.0.0.1:9',
    offersTimeoutMs: 2_000,
    robloxTimeoutMs: 1_000,
    payoutLeaseMs: 30_000,
    payoutWaitMs: 10_000,
    payoutSweepIntervalMs: 0,
    ...overrides,
  };
}

/** The real wallet service on the given infrastructure, consumers started. */
export async function startWallet(infra: TestInfrastructure, options: WalletServiceOptions = {}): Promise<RunningWallet> {
  let wallet: WalletService | null = null;
  const definition = {
    ...walletService,
    build: async (i: typeof infra) => (wallet = await buildWalletService(i, { config: testWalletConfig(), ...options })),
  };
  const service = await startTestService(definition, infra);
  await infra.bus.start();
  const sql = await openSqlSession(infra.db!);
  return {
    service,
    wallet: wallet!,
    sql,
    close: async () => {
      await sql.close();
      await service.close();
    },
  };
}

/**
 * A player with `points` to play with: an account row as the registration consumer makes it, funded
 * through the real credit command (so the ledger explains every point).
 */
export async function newPlayer(infra: TestInfrastructure, sql: SqlSession, points: number): Promise<string> {
  const userId = randomUUID();
  await sql.query(`INSERT INTO "wallet"."accounts" ("userId", "username") VALUES ($1, $2)`, [userId, `player_${userId.slice(0, 8)}`]);
  if (points > 0) await infra.bus.request('wallet.v1.credit', { userId, operationId: 'test-funding', amount: points, reason: 'admin_adjustment' });
  return userId;
}

export function registeredEvent(userId = randomUUID(), username = `user_${userId.slice(0, 8)}`): EventEnvelope<'auth.user.registered'> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: 'auth.user.registered',
    version: 'v1',
    occurredAt: now,
    data: { userId, username, email: `${username}@example.com`, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: now },
  };
}

/** Resolves once `check` returns a truthy value (polled), which it returns. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The settled value of a promise or the AppError code it failed with. */
export async function outcome<T>(promise: Promise<T>): Promise<T | string> {
  return promise.catch((err: { code?: string }) => err.code ?? String(err));
}

/** A fresh, isolated infrastructure of either mode with the wallet's migrations applied. */
export function walletInfrastructure(mode: 'distributed' | 'embedded'): Promise<TestInfrastructure> {
  return mode === 'distributed' ? distributedTestInfrastructure([walletService]) : embeddedTestInfrastructure([walletService]);
}

/**
 * A wallet on a fresh infrastructure for the surrounding describe block (started before its tests, closed
 * after them): `t.infra` and `t.wallet` inside the tests.
 */
export function walletForSuite(mode: 'distributed' | 'embedded'): { readonly infra: TestInfrastructure; readonly wallet: RunningWallet } {
  const state = {} as { infra: TestInfrastructure; wallet: RunningWallet };
  beforeAll(async () => {
    state.infra = await walletInfrastructure(mode);
    state.wallet = await startWallet(state.infra);
  });
  afterAll(async () => {
    await state.wallet?.close();
    await state.infra?.cleanup();
  });
  return state;
}

/**
 * A distributed wallet for the surrounding describe block, with the auth commands it calls answered
 * (fakeAuth) and an HTTP client signed as the gateway: `t.infra`, `t.wallet`, `t.auth`, `t.api` inside the
 * tests, and `t.player(points, facts?)` for a verified player holding `points`.
 */
export function walletWithPlayers(): {
  readonly infra: TestInfrastructure;
  readonly wallet: RunningWallet;
  readonly auth: FakeAuth;
  readonly api: ReturnType<typeof walletClient>;
  player(points: number, facts?: Partial<UserFacts> & { referralCode?: string }): Promise<string>;
} {
  const state = {} as { infra: TestInfrastructure; wallet: RunningWallet; auth: FakeAuth; api: ReturnType<typeof walletClient> };
  beforeAll(async () => {
    state.infra = await walletInfrastructure('distributed');
    state.auth = fakeAuth(state.infra.bus);
    state.wallet = await startWallet(state.infra);
    state.api = walletClient(state.wallet.service.url);
  });
  afterAll(async () => {
    await state.wallet?.close();
    await state.infra?.cleanup();
  });
  return {
    get infra() {
      return state.infra;
    },
    get wallet() {
      return state.wallet;
    },
    get auth() {
      return state.auth;
    },
    get api() {
      return state.api;
    },
    async player(points, facts = {}) {
      const userId = await newPlayer(state.infra, state.wallet.sql, points);
      state.auth.add(userId, facts);
      return userId;
    },
  };
}

/** The two modes the command suites run against. */
export const infrastructures = [
  ['PostgreSQL + NATS', 'distributed'],
  ['PGlite + in-process bus', 'embedded'],
] as const;

/** A setting as the admin service writes it; resolves once the wallet's live view (on the same bus) can see it. */
export async function putSetting(infra: TestInfrastructure, key: string, value: string | null): Promise<void> {
  const view = await SettingsView.load(infra.bus.kv, infra.logger);
  try {
    if (value === null) await infra.bus.kv.delete(key);
    else await infra.bus.kv.put(key, value);
    await eventually(() => (view.raw(key) ?? null) === value);
    // the service's own watcher runs on the same connection: give it the same moment
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    view.close();
  }
}

export interface FakeAuth {
  /** auth's facts per user; a user not listed is NOT_FOUND */
  users: Map<string, Partial<UserFacts> & { referralCode?: string }>;
  /** a verified, not banned user with a referral code */
  add(userId: string, facts?: Partial<UserFacts> & { referralCode?: string }): void;
}

/** Serves the auth commands the wallet calls (auth.v1.user.get, auth.v1.referral-code.get) on the test bus. */
export function fakeAuth(bus: Bus): FakeAuth {
  const users: FakeAuth['users'] = new Map();
  const find = (userId: string) => {
    const user = users.get(userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    return user;
  };
  bus.serve('auth.v1.user.get', async ({ userId }) => {
    const user = find(userId);
    return {
      id: userId,
      username: user.username ?? `user_${userId.slice(0, 8)}`,
      email: user.email ?? `${userId.slice(0, 8)}@example.com`,
      firstName: null,
      lastName: null,
      isAdmin: user.isAdmin ?? false,
      emailVerified: user.emailVerified ?? true,
      isBanned: user.isBanned ?? false,
      level: 1,
      createdAt: new Date().toISOString(),
    };
  });
  bus.serve('auth.v1.referral-code.get', async ({ userId }) => ({ referralCode: find(userId).referralCode ?? 'NOCODE22' }));
  return { users, add: (userId, facts = {}) => users.set(userId, facts) };
}

/** Signed-as-the-gateway JSON requests to the wallet. */
export function walletClient(baseUrl: string) {
  const call = async (method: string, path: string, userId: string | null, body?: unknown, identity: Partial<Identity> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: gatewayHeaders(userId, identity), body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  };
  return {
    get: (path: string, userId: string | null, identity?: Partial<Identity>) => call('GET', path, userId, undefined, identity),
    post: (path: string, userId: string | null, body: unknown = {}, identity?: Partial<Identity>) => call('POST', path, userId, body, identity),
  };
}

const TEST_OFFER_SECRET = 'test-offer-postback-secret';

/** Configures the `ogads` offer network (secret parameter), so that offerPostback reaches the wallet. */
export function enableOfferPostbacks(infra: TestInfrastructure): Promise<void> {
  return putSetting(infra, 'offer_networks', JSON.stringify([{ network: 'ogads', secret: TEST_OFFER_SECRET, signature: 'secret-param' }]));
}

/**
 * A conversion (or, with status 'chargeback', its reversal) as OGAds reports it, straight to the wallet's
 * postback route: the transaction is the offer of that player, the points 100 per dollar of `payout`.
 */
export async function offerPostback(api: ReturnType<typeof walletClient>, userId: string, offerId: string, payout: string, status = ''): Promise<void> {
  const query = new URLSearchParams({ offer_id: offerId, payout, aff_sub: userId, status, secret: TEST_OFFER_SECRET });
  const res = await api.get(`/api/offers/postback/ogads?${query.toString()}`, null);
  if (res.status !== 200) throw new Error(`postback answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * What a resend tool (src/tools/resend-*.ts) works with, on the suite's database as the tool opens it: a
 * Prisma client, plain SQL over the same connections, and the wallet's outbox. Opened before the
 * suite's tests (after `infra()` is set) and closed after them.
 */
export function repairClientsForSuite(infra: () => TestInfrastructure): { readonly prisma: PrismaClient; readonly sql: RawSql; readonly outbox: Outbox } {
  const state = {} as { prisma: PrismaClient; sql: RawSql; outbox: Outbox };
  beforeAll(() => {
    const clients = databaseClients(infra().db!);
    state.prisma = new PrismaClient({ adapter: clients.adapter });
    state.sql = clients.sql;
    state.outbox = new Outbox('wallet', infra().logger);
  });
  afterAll(async () => {
    await state.prisma?.$disconnect();
  });
  return state;
}
