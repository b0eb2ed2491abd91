import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, type RunningCluster } from '@app/launcher';
import { createTestDatabase, testServers, uniqueName } from '@app/platform/testing';
import { waitFor } from './http-client.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A product started one way or the other, seen from outside: its gateway URL and its data directory. */
export interface RunningProduct {
  mode: 'embedded' | 'distributed';
  url: string;
  dataDir: string;
  /** the installer's database step for this product */
  databaseConfig: Record<string, unknown>;
  /** embedded: the whole process; distributed: the auth service */
  restart(): Promise<void>;
  /** a service's own port (distributed), to prove it refuses direct traffic */
  servicePort(name: string): number | null;
  cluster?: RunningCluster;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

async function ready(url: string, timeoutMs = 90_000) {
  await waitFor(async () => (await fetch(`${url}/readyz`)).ok, timeoutMs, `${url}/readyz`);
}

/** `npm start`'s process (launcher/dist/embedded.js) on a fresh data directory. */
export async function startEmbeddedProduct(): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const launch = () => {
    child = spawn(process.execPath, [join(repoRoot, 'launcher/dist/embedded.js')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  };
  const stopChild = async () => {
    const c = child as ChildProcess | null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  launch();
  const url = `http://127.0.0.1:${port}`;
  await ready(url);
  return {
    mode: 'embedded',
    url,
    dataDir,
    databaseConfig: { type: 'embedded' },
    servicePort: () => null,
    async restart() {
      await stopChild();
      launch();
      await ready(url);
    },
    stop: stopChild,
  };
}

/** `npm run start:cluster`'s processes on a fresh database, an isolated NATS namespace and free ports. */
export async function startDistributedProduct(options: { games?: number; chat?: number } = {}): Promise<RunningProduct> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-'));
  // Every port of the cluster stays below the kernel's ephemeral range (32768 on): a port the OS hands
  // out there (an embedded product's inner services listen on one, started by another test file at the
  // same time) could otherwise be a cluster's gateway port, and the test would talk to that service.
  const portOffset = 4_000 + (randomBytes(2).readUInt16BE(0) % 495) * 50;
  const namespace = uniqueName('e2e');
  const cluster = startCluster({
    games: options.games ?? 1,
    chat: options.chat ?? 1,
    portOffset,
    databaseUrl: database.url,
    natsUrl: testServers.natsUrl,
    redisUrl: testServers.redisUrl,
    namespace,
    dataDir,
    logDir: join(dataDir, 'logs'),
    logLevel: process.env.TEST_LOG_LEVEL ?? 'info',
  });
  await cluster.waitReady(120_000);
  return {
    mode: 'distributed',
    url: cluster.gatewayUrl,
    dataDir,
    databaseConfig: { type: 'postgresql', host: '127.0.0.1', port: 5432, database: database.name, username: 'postgres', password: '' },
    cluster,
    servicePort: (name) => cluster.processes.find((p) => p.spec.name === name)?.spec.port ?? null,
    async restart() {
      await cluster.stopProcess('auth');
      cluster.startProcess('auth');
      await cluster.waitReady(60_000);
    },
    async stop() {
      await cluster.stop();
      await database.drop().catch(() => undefined);
    },
  };
}
