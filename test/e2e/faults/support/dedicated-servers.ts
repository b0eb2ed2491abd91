import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../support/run-modes.js';

/**
 * Servers of one fault test alone (the machine's NATS, Redis and PostgreSQL serve other tests, so a
 * fault test never stops those): each listens on a free port, can be stopped and started again on the
 * same port and data, and `destroy` removes everything it made.
 */
export interface DedicatedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A long-running server process, restartable with the same arguments. */
function processServer(command: string, args: string[], port: number, url: string, dir: string): DedicatedServer {
  let child: ChildProcess | null = null;
  const launch = async () => {
    const c = spawn(command, args, { stdio: 'ignore' });
    child = c;
    c.once('exit', () => {
      if (child === c) child = null;
    });
    await waitForPort(port);
  };
  const halt = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise<void>((r) => c.once('exit', () => r()));
    c.kill('SIGTERM');
    const timer = setTimeout(() => c.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    port,
    start: launch,
    stop: halt,
    async destroy() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nats-server with JetStream, its store in a temporary directory. */
export async function startDedicatedNats(): Promise<DedicatedServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-nats-'));
  const server = processServer('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], port, `nats://127.0.0.1:${port}`, dir);
  await server.start();
  return server;
}

/** redis-server without persistence: a restart loses every key, the worst case for sessions and fan-out. */
export async function startDedicatedRedis(): Promise<DedicatedServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-redis-'));
  const server = processServer('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], port, `redis://127.0.0.1:${port}`, dir);
  await server.start();
  return server;
}

function postgresBinDir(): string {
  const versions = execFileSync('ls', ['/usr/lib/postgresql']).toString().split(/\s+/).filter(Boolean).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** Runs a PostgreSQL tool as the postgres OS user (initdb and the server refuse to run as root). */
function asPostgres(command: string): void {
  execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' });
}

/** A PostgreSQL cluster of its own (initdb in a temporary directory, trust auth), `url` = its postgres database. */
export async function startDedicatedPostgres(): Promise<DedicatedServer> {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  chmodSync(dir, 0o700);
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres`);
  let running = false;
  const start = async () => {
    asPostgres(`${bin}/pg_ctl -D ${data} -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300" -l ${log} -w start`);
    running = true;
    await waitForPort(port);
  };
  const stop = async () => {
    if (!running) return;
    asPostgres(`${bin}/pg_ctl -D ${data} -m fast -w stop`);
    running = false;
  };
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
