import { lookup } from 'node:dns/promises';
import http from 'node:http';
import type { Logger } from 'pino';
import { addressUrl, parseUpstreamEntry, type UpstreamEntry } from '../domain/upstream-spec.js';
import { chooseReplica, stickyHash } from '../domain/replica-choice.js';
import { replicaReady } from './readiness.js';

export interface UpstreamPoolOptions {
  /** how long a replica that refused a connection is skipped */
  cooldownMs: number;
  dnsRefreshMs: number;
  /** idle keep-alive sockets are closed after this */
  idleSocketMs: number;
  logger: Logger;
  /** all addresses of a name; replaceable in tests */
  resolveAll?: (host: string) => Promise<string[]>;
  /** how often every replica's /readyz is asked (0: never; the embedded mode's services are in-process) */
  readinessCheckMs?: number;
  /** how long one readiness answer may take */
  readinessTimeoutMs?: number;
  /** asks one replica whether it is ready; replaceable in tests */
  probeReadiness?: (replica: string, timeoutMs: number) => Promise<boolean>;
}

/** ready: takes requests; not_ready: its last /readyz check said no; resting: it refused a connection or timed out. */
export type ReplicaState = 'ready' | 'not_ready' | 'resting';

/** the least time between two checks of one replica prompted by its `Connection: close` answers */
const RECHECK_GAP_MS = 200;

const resolveAllAddresses = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * The replicas of one upstream service: fixed base URLs plus every address of each `dns://` name,
 * re-resolved every few seconds. Hands out replicas round-robin (or sticky by a key), skipping for a while
 * the ones that refused a connection or timed out, and those whose /readyz said no at its last check (a
 * replica draining for a deploy says so at once, and keeps accepting connections long enough for this
 * check to notice). Keeps one keep-alive agent for all of them.
 */
export class UpstreamPool {
  readonly agent: http.Agent;
  private readonly entries: UpstreamEntry[];
  /** resolved addresses per dns entry (the last good answer stays when a refresh fails) */
  private readonly resolved = new Map<string, string[]>();
  private readonly coolingUntil = new Map<string, number>();
  /** replicas whose last readiness check failed */
  private readonly unready = new Set<string>();
  private readinessTimer: NodeJS.Timeout | undefined;
  /** replicas whose /readyz is being asked now: a check still running is not doubled */
  private readonly probing = new Set<string>();
  /** when a replica's answer last said `Connection: close` and so had it checked at once */
  private readonly recheckedAt = new Map<string, number>();
  private cursor = 0;
  private refreshTimer: NodeJS.Timeout | undefined;
  private readonly resolveAll: (host: string) => Promise<string[]>;

  constructor(
    readonly name: string,
    entries: readonly string[],
    private readonly options: UpstreamPoolOptions,
  ) {
    this.entries = entries.map(parseUpstreamEntry);
    // Node keeps at most 256 idle sockets per upstream and closes the rest: after a burst of a few hundred
    // concurrent requests those were closed only to be opened again a moment later (380 to 470 fewer
    // connects in a 10 s `--quick` benchmark run without that cap). Idle sockets still close after
    // idleSocketMs.
    this.agent = new http.Agent({ keepAlive: true, timeout: options.idleSocketMs, scheduling: 'lifo', maxFreeSockets: 4096 });
    this.resolveAll = options.resolveAll ?? resolveAllAddresses;
  }

  /** Resolves the dns entries once, then keeps them fresh; checks readiness, when asked to, from then on. */
  async start(): Promise<void> {
    await this.refresh();
    if (this.entries.some((e) => e.kind === 'dns')) {
      this.refreshTimer = setInterval(() => void this.refresh(), this.options.dnsRefreshMs);
      this.refreshTimer.unref();
    }
    if (this.options.readinessCheckMs) {
      this.readinessTimer = setInterval(() => void this.checkReadiness(), this.options.readinessCheckMs);
      this.readinessTimer.unref();
    }
  }

  stop(): void {
    clearInterval(this.refreshTimer);
    clearInterval(this.readinessTimer);
    this.agent.destroy();
  }

  /**
   * Asks every replica's /readyz (the timer does, every readinessCheckMs). One that says no, or does not
   * answer in time, gets no request until a check says yes, unless every replica is in that state (see
   * chooseReplica). Each answer counts as soon as it comes: a replica slow to answer delays no other.
   */
  async checkReadiness(): Promise<void> {
    const replicas = this.replicas();
    const listed = new Set(replicas);
    for (const r of this.unready) if (!listed.has(r)) this.unready.delete(r);
    await Promise.all(replicas.map((replica) => this.checkReplica(replica)));
  }

  /**
   * A replica answered with `Connection: close`, as a draining one does from the moment it stops being
   * ready: its /readyz is asked now rather than at the next round of checks, so that no request opens a
   * connection to it once it closes its listener. At most once per RECHECK_GAP_MS per replica.
   */
  saidConnectionClose(replica: string): void {
    if (!this.options.readinessCheckMs) return;
    const now = Date.now();
    if (now - (this.recheckedAt.get(replica) ?? 0) < RECHECK_GAP_MS) return;
    this.recheckedAt.set(replica, now);
    void this.checkReplica(replica);
  }

  private async checkReplica(replica: string): Promise<void> {
    if (this.probing.has(replica)) return;
    this.probing.add(replica);
    try {
      const ready = await (this.options.probeReadiness ?? replicaReady)(replica, this.options.readinessTimeoutMs ?? 1_000);
      if (ready) {
        if (this.unready.delete(replica)) this.options.logger.info({ upstream: this.name, replica }, 'upstream replica ready again');
      } else if (!this.unready.has(replica) && this.replicas().includes(replica)) {
        this.unready.add(replica);
        this.options.logger.warn({ upstream: this.name, replica }, 'upstream replica not ready; sending it no request until it is');
      }
    } finally {
      this.probing.delete(replica);
    }
  }

  /** Every replica's base URL known now. */
  replicas(): string[] {
    const urls: string[] = [];
    for (const entry of this.entries) {
      if (entry.kind === 'url') urls.push(entry.url);
      else for (const address of this.resolved.get(dnsKey(entry)) ?? []) urls.push(addressUrl(address, entry.port));
    }
    return [...new Set(urls)];
  }

  /**
   * The replica for the next attempt of a request, or null when every replica has been tried.
   * With a sticky key the same key lands on the same replica while the set of replicas stays the same.
   */
  pick(tried: ReadonlySet<string>, stickyKey?: string): string | null {
    const replicas = this.replicas();
    if (replicas.length === 0) return null;
    const start = stickyKey === undefined ? this.cursor++ : stickyHash(stickyKey);
    if (this.cursor >= Number.MAX_SAFE_INTEGER) this.cursor = 0;
    return chooseReplica(replicas, start, (r) => this.unready.has(r) || this.isCoolingDown(r), tried);
  }

  /**
   * Passive health: a replica that refused a connection, or let a request go unanswered until its
   * deadline (a hung process: its socket still accepts), is skipped for a while, so that the requests
   * after that one go to the other replicas instead of waiting out the same deadline.
   */
  rest(replica: string, why: 'refused a connection' | 'did not answer in time'): void {
    if (!this.isCoolingDown(replica)) this.options.logger.warn({ upstream: this.name, replica, cooldownMs: this.options.cooldownMs }, `upstream replica ${why}; skipping it for a while`);
    this.coolingUntil.set(replica, Date.now() + this.options.cooldownMs);
  }

  /** How many replicas are in each state now (for /metrics): resting wins over not ready, as in pick. */
  replicaStates(): Record<ReplicaState, number> {
    const states: Record<ReplicaState, number> = { ready: 0, not_ready: 0, resting: 0 };
    for (const replica of this.replicas()) states[this.isCoolingDown(replica) ? 'resting' : this.unready.has(replica) ? 'not_ready' : 'ready']++;
    return states;
  }

  private isCoolingDown(replica: string): boolean {
    const until = this.coolingUntil.get(replica);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.coolingUntil.delete(replica);
    return false;
  }

  /** Re-resolves every dns:// entry now (the timer calls this every few seconds). */
  async refresh(): Promise<void> {
    await Promise.all(
      this.entries.map(async (entry) => {
        if (entry.kind !== 'dns') return;
        try {
          const addresses = [...new Set(await this.resolveAll(entry.host))].sort();
          this.resolved.set(dnsKey(entry), addresses);
        } catch (err) {
          // keep the last good answer: a DNS hiccup must not empty the pool
          this.options.logger.warn({ upstream: this.name, host: entry.host, err }, 'could not resolve upstream host');
        }
      }),
    );
  }
}

function dnsKey(entry: { host: string; port: number }): string {
  return `${entry.host}:${entry.port}`;
}
