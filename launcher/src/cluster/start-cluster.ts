import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planProcesses, upstreamEnv, type ClusterShape, type ProcessSpec } from './topology.js';
import { DEFAULT_HEAP_MB, v8MemoryFlags } from './v8-flags.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ClusterOptions extends Partial<ClusterShape> {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  internalSecret?: string;
  /** NATS subject prefix and Redis key prefix of this cluster (tests run isolated clusters) */
  namespace?: string;
  /** where each process's log goes (one file per process); default: inherit stdout with a prefix */
  logDir?: string;
  logLevel?: string;
  /** restart a process that exits without being asked to (default true) */
  supervise?: boolean;
  extraEnv?: Record<string, string>;
  /** extra Node flags for every process, e.g. --cpu-prof (which NODE_OPTIONS does not allow) */
  nodeArgs?: string[];
  /**
   * V8's old-space limit per process, in MB (default SERVICE_HEAP_MB or 192). Without one, V8 sizes the
   * heap from the machine's memory and lets garbage pile up: under the benchmark's load a games process
   * peaked at 235–280 MB with no limit and at 175 MB with 160, at the same throughput.
   */
  heapMb?: number;
  /**
   * the services' DATA_DIR (the local mailbox lives there); default ./data/cluster, apart from the embedded
   * mode's ./data, so that the two modes run from one checkout never mix their mail
   */
  dataDir?: string;
}

export interface ClusterProcess {
  spec: ProcessSpec;
  child: ChildProcess | null;
  restarts: number;
}

export interface RunningCluster {
  gatewayUrl: string;
  processes: ClusterProcess[];
  /** sends a signal to one process (SIGKILL for a crash); a supervised process comes back by itself */
  kill(name: string, signal?: NodeJS.Signals): void;
  /** stops a process for good (until start) */
  stopProcess(name: string): Promise<void>;
  startProcess(name: string): void;
  waitReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One process's environment: the cluster's, its port, and its name (games-2) as SERVICE_INSTANCE, which
 * every log line carries, so that the lines of two replicas can be told apart.
 */
export function processEnv(spec: ProcessSpec, common: Record<string, string>, parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const host = spec.service === 'gateway' ? (parent.HOST ?? '127.0.0.1') : '127.0.0.1';
  return { ...parent, ...common, PORT: String(spec.port), HOST: host, SERVICE_INSTANCE: spec.name };
}

/**
 * The distributed topology as plain processes against servers already running (PostgreSQL, NATS,
 * Redis): what `npm run start:cluster`, the end-to-end tests, the fault tests and the benchmark run.
 */
export function startCluster(options: ClusterOptions): RunningCluster {
  const shape: ClusterShape = { games: options.games ?? 1, chat: options.chat ?? 1, portOffset: options.portOffset ?? 0 };
  const specs = planProcesses(shape);
  const internalSecret = options.internalSecret ?? randomBytes(32).toString('hex');
  const common: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    NATS_URL: options.natsUrl,
    REDIS_URL: options.redisUrl,
    INTERNAL_SECRET: internalSecret,
    NATS_NAMESPACE: options.namespace ?? '',
    LOG_LEVEL: options.logLevel ?? 'info',
    DATA_DIR: options.dataDir ?? process.env.DATA_DIR ?? join(repoRoot, 'data', 'cluster'),
    ...upstreamEnv(specs),
    ...options.extraEnv,
  };
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });
  const processes: ClusterProcess[] = specs.map((spec) => ({ spec, child: null, restarts: 0 }));
  const wanted = new Set(specs.map((s) => s.name));
  const logs = new Map<string, WriteStream>();
  let stopping = false;

  function launch(proc: ClusterProcess) {
    const { spec } = proc;
    const env = processEnv(spec, common);
    const memory = v8MemoryFlags(spec.service, {
      heapMb: options.heapMb ?? Number(process.env.SERVICE_HEAP_MB ?? DEFAULT_HEAP_MB),
      semiSpaceMb: process.env.SERVICE_SEMI_SPACE_MB ? Number(process.env.SERVICE_SEMI_SPACE_MB) : undefined,
    });
    const child = spawn(process.execPath, [...memory, ...(options.nodeArgs ?? []), join(repoRoot, 'services', spec.service, 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.child = child;
    const sink = options.logDir ? (logs.get(spec.name) ?? createWriteStream(join(options.logDir, `${spec.name}.log`), { flags: 'a' })) : null;
    if (sink) logs.set(spec.name, sink);
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        if (sink) sink.write(chunk);
        else process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${spec.name}] `));
      });
    }
    child.on('exit', (code, signal) => {
      if (proc.child === child) proc.child = null;
      if (stopping || !wanted.has(spec.name) || options.supervise === false) return;
      proc.restarts++;
      const delay = Math.min(200 * proc.restarts, 3000);
      process.stderr.write(`[cluster] ${spec.name} exited (${signal ?? code}); restarting in ${delay} ms\n`);
      setTimeout(() => !stopping && wanted.has(spec.name) && !proc.child && launch(proc), delay);
    });
  }

  const byName = (name: string) => {
    const proc = processes.find((p) => p.spec.name === name);
    if (!proc) throw new Error(`no process ${name} (have ${processes.map((p) => p.spec.name).join(', ')})`);
    return proc;
  };

  for (const proc of processes) launch(proc);
  const gateway = specs.find((s) => s.service === 'gateway')!;

  return {
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    processes,
    kill(name, signal = 'SIGKILL') {
      byName(name).child?.kill(signal);
    },
    async stopProcess(name) {
      const proc = byName(name);
      wanted.delete(name);
      await stopChild(proc.child);
    },
    startProcess(name) {
      const proc = byName(name);
      wanted.add(name);
      if (!proc.child) launch(proc);
    },
    async waitReady(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (const proc of processes) {
        const url = `http://127.0.0.1:${proc.spec.port}/readyz`;
        for (;;) {
          const ok = await fetch(url).then((r) => r.ok, () => false);
          if (ok) break;
          if (Date.now() > until) throw new Error(`${proc.spec.name} not ready on ${url} after ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 150));
        }
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(processes.map((p) => stopChild(p.child)));
      for (const sink of logs.values()) sink.end();
    },
  };
}

async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}
