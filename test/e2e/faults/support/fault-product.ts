import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, type RunningCluster } from '@app/launcher';
import { testServers, uniqueName } from '@app/platform/testing';
import { SiteClient } from '../../../support/http-client.js';

/**
 * What the players of a storm start with (pass it as `signupBonus`). The storms bet 1 point on dice, which
 * wins nothing back (floor(1 × 1.8) = 1) and loses the point half the time: a fast machine gets through a
 * few hundred bets a player, enough to empty the default 100 points, and the wallet would rightly refuse
 * the rest where the tests expect only successes and 5xx answers.
 */
export const STORM_BANKROLL = 10_000;

export const ADMIN = { username: 'fault_admin', email: 'fault-admin@example.com', password: 'Correct-Horse-42', firstName: 'Ada', lastName: 'Admin' };

/** A running, installed cluster of a fault test, with a direct connection to its database for the checks. */
export interface FaultProduct {
  url: string;
  cluster: RunningCluster;
  /** the product's database, for invariant checks (not used by the product itself) */
  db: pg.Pool;
  /** its URL, for an operator's tool run beside the cluster */
  databaseUrl: string;
  dataDir: string;
  /** the installer's admin, signed in (its e-mail counts as verified) */
  admin: SiteClient;
  stop(): Promise<void>;
}

export interface FaultProductOptions {
  natsUrl: string;
  redisUrl: string;
  /** a superuser URL of the PostgreSQL server to create the product's database on (default: the machine's) */
  postgresAdminUrl?: string;
  games?: number;
  chat?: number;
  extraEnv?: Record<string, string>;
  /** the signup bonus new players get (default: the product's own, 100) */
  signupBonus?: number;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The distributed product on a fresh database of the given PostgreSQL server and the given (dedicated)
 * NATS and Redis: edge rate limits off (a storm comes from one address), the games timer quick (a round
 * whose wallet answer was lost is retried within seconds), installed, the admin signed in.
 */
export async function startFaultProduct(options: FaultProductOptions): Promise<FaultProduct> {
  const adminUrl = options.postgresAdminUrl ?? testServers.postgresAdminUrl;
  const name = uniqueName('fault').toLowerCase();
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-cluster-'));
  // every port below 32768, where Linux starts handing out local ports to outgoing connections: a service
  // whose port some client socket holds cannot listen, and restarts until the test gives up
  const portOffset = 20_000 + (randomBytes(2).readUInt16BE(0) % 170) * 50;
  const cluster = startCluster({
    games: options.games ?? 1,
    chat: options.chat ?? 1,
    portOffset,
    databaseUrl: databaseUrl.toString(),
    natsUrl: options.natsUrl,
    redisUrl: options.redisUrl,
    namespace: uniqueName('fault'),
    dataDir,
    logDir: join(dataDir, 'logs'),
    logLevel: process.env.TEST_LOG_LEVEL ?? 'info',
    extraEnv: {
      REGISTER_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      API_RATE_LIMIT: '0',
      DATABASE_POOL_SIZE: '6',
      GAMES_SWEEP_INTERVAL_MS: '1000',
      GAMES_STALE_ROUND_MS: '3000',
      ...options.extraEnv,
    },
  });
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3 });
  db.on('error', () => undefined); // a fault test may stop the server under the pool
  const stop = async () => {
    await cluster.stop();
    await db.end().catch(() => undefined);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    if (!process.env.KEEP_FAULT_LOGS) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await cluster.waitReady(120_000);
    const url = cluster.gatewayUrl;
    const admin = new SiteClient(url);
    const pgUrl = new URL(adminUrl);
    const database = { type: 'postgresql', host: pgUrl.hostname, port: Number(pgUrl.port || 5432), database: name, username: 'postgres', password: '' };
    const installed = await admin.post('/api/installer/install', { database, admin: ADMIN, app: { siteName: 'Fault Test', siteUrl: '', emailEnabled: false } });
    if (installed.status !== 200) throw new Error(`install answered ${installed.status}: ${JSON.stringify(installed.body)}`);
    if ((await admin.get('/api/auth/user')).status !== 200) {
      const login = await admin.post('/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
      if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    }
    if (options.signupBonus !== undefined) {
      const bonus = await admin.request('PUT', '/api/admin/settings/signup_bonus', { value: options.signupBonus });
      if (bonus.status !== 200) throw new Error(`setting the signup bonus answered ${bonus.status}: ${JSON.stringify(bonus.body)}`);
    }
    return { url, cluster, db, databaseUrl: databaseUrl.toString(), dataDir, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
