import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSetCookie } from 'cookie';
import { Redis } from 'ioredis';
import { SESSION_REVOKED_CHANNEL, ZSessionRevoked, type Account, type EventData, type EventEnvelope, type Identity } from '@app/contracts';
import { AppError, INSTALLED_KV_KEY, INSTALLED_VALUE, MemoryBus, NatsBus, openSqlSession, type Bus, type Infrastructure, type SqlSession } from '@app/platform';
import {
  distributedTestInfrastructure,
  embeddedTestInfrastructure,
  gatewayHeaders,
  startTestService,
  testServers,
  type RunningTestService,
  type TestInfrastructure,
} from '@app/platform/testing';
import { authService } from '../../../src/app.js';

export type Mode = 'distributed' | 'embedded';
export const modes: Mode[] = ['distributed', 'embedded'];

/** Stands in for the wallet service on the real test bus: answers wallet.v1.account.get as told. */
export class FakeWallet {
  behaviour: 'ok' | 'missing' | 'silent' | 'silent-once' = 'ok';
  calls = 0;
  account: Omit<Account, 'userId'> = { points: 1234, totalEarned: 2000, totalWithdrawn: 550, dailyStreak: 3, lastDailyBonus: '2025-01-02T00:00:00.000Z', level: 1 };

  serveOn(bus: Bus): void {
    bus.serve('wallet.v1.account.get', async ({ userId }) => {
      this.calls++;
      if (this.behaviour === 'missing') throw new AppError('NOT_FOUND', 'No such account');
      if (this.behaviour === 'silent' || (this.behaviour === 'silent-once' && this.calls === 1)) await new Promise((r) => setTimeout(r, 6000));
      return { userId, ...this.account };
    });
  }
}

export interface HttpAnswer {
  status: number;
  body: any;
  headers: Headers;
  /** the sid cookie the answer set ('' when it cleared it), undefined when it set none */
  cookie?: { value: string; attributes: ReturnType<typeof parseSetCookie> };
}

export interface HttpOptions {
  body?: unknown;
  /** the sid cookie to send: resolved through auth.v1.session.resolve, as the gateway does */
  token?: string | null;
  ip?: string;
  headers?: Record<string, string>;
  /** base URL of the instance to ask (a replica); the main instance by default */
  via?: string;
}

export interface MailFile {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export async function eventually<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The auth service on real infrastructure, driven the way the gateway drives it: HTTP with a signed
 * identity resolved from the sid cookie over the bus. In the distributed mode the service has its own
 * NATS and Redis connections (like its own process), so it can be restarted on the same data.
 */
export class AuthHarness {
  readonly wallet = new FakeWallet();
  readonly events: EventEnvelope<'auth.user.registered' | 'auth.user.updated'>[] = [];
  readonly revokedBroadcasts: string[][] = [];
  running!: RunningTestService;
  private serviceInfra!: Infrastructure;
  private sqlSession: SqlSession | null = null;

  private constructor(
    readonly mode: Mode,
    readonly infra: TestInfrastructure,
    /** what the settings KV holds before auth starts (again, after an embedded restart's new bus) */
    private readonly kvSeed: Record<string, string>,
  ) {}

  /**
   * `installed` (default true): the site is set up, as the admin service's installer records it in the
   * settings KV; until then auth refuses registrations and players' logins. False: a site not set up yet.
   */
  static async start(mode: Mode, options: { env?: Record<string, string>; settings?: Record<string, string>; installed?: boolean } = {}): Promise<AuthHarness> {
    const infra = mode === 'distributed' ? await distributedTestInfrastructure([authService]) : await embeddedTestInfrastructure([authService]);
    const kvSeed = { ...(options.installed === false ? {} : { [INSTALLED_KV_KEY]: INSTALLED_VALUE }), ...options.settings };
    const harness = new AuthHarness(mode, infra, kvSeed);
    await harness.seedKv(infra.bus);
    await harness.joinBus(infra.bus);
    await harness.startService(options.env);
    return harness;
  }

  private async seedKv(bus: Bus): Promise<void> {
    for (const [key, value] of Object.entries(this.kvSeed)) await bus.kv.put(key, value);
  }

  /** The installer completing: what the admin service puts in the settings KV when it locks itself. */
  async markInstalled(): Promise<void> {
    await this.bus.kv.put(INSTALLED_KV_KEY, INSTALLED_VALUE);
  }

  /** The other participants of the bus: the wallet, a consumer of auth's events, a gateway's revocation listener. */
  private async joinBus(bus: Bus): Promise<void> {
    this.wallet.serveOn(bus);
    bus.consume({ durable: 'test-auth-events', types: ['auth.user.registered', 'auth.user.updated'], handle: async (e) => void this.events.push(e) });
    bus.onBroadcast(SESSION_REVOKED_CHANNEL, (data) => this.revokedBroadcasts.push(ZSessionRevoked.parse(data).sessionIds));
    await bus.start();
  }

  /**
   * A restart of the auth process on the same data: new connections (distributed) or, in the
   * embedded mode, a whole new process around the same database (a new in-memory bus).
   */
  async restartService(): Promise<void> {
    await this.stopService();
    if (this.mode === 'embedded') {
      this.infra.bus = new MemoryBus(this.infra.logger);
      await this.seedKv(this.infra.bus);
      await this.joinBus(this.infra.bus);
    }
    await this.startService();
  }

  /** Builds and starts an auth instance; env variables apply to its build only. */
  async startService(env: Record<string, string> = {}): Promise<void> {
    this.serviceInfra = await this.newServiceInfra();
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      this.running = await startTestService(authService, this.serviceInfra);
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await this.serviceInfra.bus.start();
    await this.untilAnswering();
  }

  /** A new NATS subscription reaches the server a moment after subscribe(): wait until auth answers. */
  private async untilAnswering(): Promise<void> {
    await eventually(async () => {
      try {
        await this.bus.request('auth.v1.session.resolve', { token: 'probe' }, { timeoutMs: 1000 });
        return true;
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAVAILABLE') return false;
        throw err;
      }
    });
  }

  /** A second auth instance (own NATS and Redis connections) beside the first: a replica. */
  async startReplica(): Promise<{ url: string; stop: () => Promise<void> }> {
    if (this.mode !== 'distributed') throw new Error('replicas need the distributed mode');
    const infra = await this.newServiceInfra();
    const running = await startTestService(authService, infra);
    await infra.bus.start();
    return {
      url: running.url,
      stop: async () => {
        await running.close();
        await infra.bus.close();
        await infra.redis?.quit();
      },
    };
  }

  /** Stops the instance and closes its connections, as a process exit would. */
  async stopService(): Promise<void> {
    await this.running.close();
    if (this.serviceInfra.bus !== this.infra.bus) await this.serviceInfra.bus.close();
    if (this.serviceInfra.redis && this.serviceInfra.redis !== this.infra.redis) await this.serviceInfra.redis.quit();
  }

  private async newServiceInfra(): Promise<Infrastructure> {
    if (this.mode === 'embedded') return this.infra; // one process: the in-memory bus is shared
    const bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'auth', logger: this.infra.logger, namespace: this.infra.namespace });
    const redis = new Redis(testServers.redisUrl, { keyPrefix: `${this.infra.namespace}:`, maxRetriesPerRequest: 2 });
    return { ...this.infra, bus, redis };
  }

  /** The auth.user.updated events about this user that reached the bus so far. */
  updatesOf(userId: string): EventData<'auth.user.updated'>[] {
    return this.events.filter((e): e is EventEnvelope<'auth.user.updated'> => e.type === 'auth.user.updated' && e.data.userId === userId).map((e) => e.data);
  }

  get bus(): Bus {
    return this.infra.bus;
  }

  async resolve(token: string) {
    return this.bus.request('auth.v1.session.resolve', { token });
  }

  /** One HTTP request as the gateway would forward it. */
  async http(method: string, path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
    const session = options.token ? await this.resolve(options.token) : null;
    const identity: Partial<Identity> = { sessionId: session?.sessionId ?? null, ip: options.ip ?? '127.0.0.1' };
    const response = await fetch(`${options.via ?? this.running.url}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...gatewayHeaders(session?.userId ?? null, identity), ...(options.headers ?? {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const setCookie = response.headers.getSetCookie().map((c) => parseSetCookie(c)).find((c) => c.name === 'sid');
    return {
      status: response.status,
      body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      headers: response.headers,
      cookie: setCookie ? { value: setCookie.value ?? '', attributes: setCookie } : undefined,
    };
  }

  /** Registers a fresh account and returns its cookie token and credentials. */
  async registerUser(overrides: Record<string, unknown> = {}, options: HttpOptions = {}) {
    const username = uniqueUsername();
    const input = { username, email: `${username}@example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace', ...overrides };
    const answer = await this.http('POST', '/api/auth/register', { ...options, body: input });
    if (answer.status !== 200 || !answer.cookie) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { ...input, token: answer.cookie.value, user: answer.body.user, answer } as typeof input & { token: string; user: { id: string; referralCode: string }; answer: HttpAnswer };
  }

  async sql<R = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<R[]> {
    this.sqlSession ??= await openSqlSession(this.infra.db!);
    return this.sqlSession.query<R>(query, params);
  }

  async mailbox(): Promise<MailFile[]> {
    const dir = join(this.infra.dataDir, 'mail');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
    return Promise.all(names.map(async (n) => ({ file: n, ...(JSON.parse(await readFile(join(dir, n), 'utf8')) as Omit<MailFile, 'file'>) })));
  }

  /** The newest message to `to` whose subject contains `subject`, waiting for it to arrive. */
  async waitForMail(to: string, subject: string, after = 0): Promise<MailFile> {
    return eventually(async () => (await this.mailbox()).filter((m) => m.to === to && m.subject.includes(subject)).slice(after).at(-1));
  }

  async close(): Promise<void> {
    await this.stopService().catch(() => undefined);
    await this.sqlSession?.close();
    await this.infra.cleanup();
    await rm(this.infra.dataDir, { recursive: true, force: true });
  }
}

/** The token in a link of a mailed message. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
