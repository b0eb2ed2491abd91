import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './stats.js';

export interface OpenLoopOptions {
  /** requests per second across all players */
  rate: number;
  durationMs: number;
  players: number;
  /** one request for player i; resolves true when the answer is a success, else what went wrong ("429 RATE_LIMITED") */
  send: (player: number) => Promise<true | string>;
  /** a player never has more than this many requests in flight (a browser tab's worth) */
  maxInFlightPerPlayer?: number;
}

export interface OpenLoopResult {
  sent: number;
  ok: number;
  errors: number;
  /** the errors by what went wrong: the answer's status and code, or the client's error (ECONNRESET) */
  errorKinds: Record<string, number>;
  /** arrivals that found their player's in-flight budget full, or came later than 10 ms after their slot */
  notSentOnTime: number;
  elapsedMs: number;
  throughput: number;
  latency: LatencySummary;
}

/**
 * An open-loop load: arrivals follow a fixed schedule (rate × duration, spread round-robin over the
 * players) whatever the answers do, so a slow system shows up as latency and as arrivals it could not
 * take on time, instead of quietly lowering the offered load as a closed loop would.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const interval = 1000 / options.rate;
  const total = Math.floor((options.rate * options.durationMs) / 1000);
  const inFlight = new Array<number>(options.players).fill(0);
  const cap = options.maxInFlightPerPlayer ?? 4;
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let ok = 0;
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors++;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let notSentOnTime = 0;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const player = i % options.players;
    if (performance.now() - due > 10 || inFlight[player]! >= cap) {
      notSentOnTime++;
      continue;
    }
    inFlight[player]!++;
    const sentAt = performance.now();
    pending.push(
      options.send(player).then(
        (outcome) => {
          latencies.push(performance.now() - sentAt);
          if (outcome === true) ok++;
          else failed(outcome);
        },
        (err: Error & { code?: string }) => {
          latencies.push(performance.now() - sentAt);
          failed(err.code ?? err.message);
        },
      ).finally(() => {
        inFlight[player]!--;
      }),
    );
  }
  await Promise.all(pending);
  const elapsedMs = performance.now() - start;
  return { sent: pending.length, ok, errors, errorKinds, notSentOnTime, elapsedMs, throughput: (ok * 1000) / elapsedMs, latency: summarize(latencies) };
}
