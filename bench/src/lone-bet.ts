import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './stats.js';

/** Where one bet's time goes when nothing else is happening: each hop's mean, in milliseconds. */
export interface LoneBet {
  bets: number;
  pauseMs: number;
  /** as the load generator saw it */
  client: LatencySummary;
  clientMean: number;
  /** the gateway's request time (session, rate-limit count, forwarding to games and back) */
  gateway: number;
  /** games' request time (the nonce statement, the wallet bet over NATS, the settlement statement) */
  games: number;
  /** the wallet's own time on wallet.v1.bets (decode, one statement, reply) */
  wallet: number;
}

/** A histogram's sum and count over the series whose line contains every one of `labels`. */
export function histogramTotals(metricsText: string, name: string, labels: readonly string[]): { sum: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const line of metricsText.split('\n')) {
    const isSum = line.startsWith(`${name}_sum{`);
    if (!isSum && !line.startsWith(`${name}_count{`)) continue;
    if (!labels.every((label) => line.includes(label))) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (isSum) sum += value;
    else count += value;
  }
  return { sum, count };
}

interface Hop {
  metricsUrl: string;
  name: string;
  labels: string[];
}

const readHop = async (hop: Hop) => histogramTotals(await (await fetch(hop.metricsUrl)).text(), hop.name, hop.labels);

/**
 * One player's dice bets one after another, `pauseMs` apart, so that every process sleeps between two
 * bets as it does at a low rate: the client's latency, and the mean time of each hop from the services'
 * own histograms (read before and after, so only these bets count). The differences between hops are
 * the transport and the work of the hop outside the next one.
 */
export async function measureLoneBet(bet: () => Promise<unknown>, urls: { gateway: string; games: string; wallet: string }, bets = 200, pauseMs = 30): Promise<LoneBet> {
  const hops: Record<'gateway' | 'games' | 'wallet', Hop> = {
    gateway: { metricsUrl: `${urls.gateway}/metrics`, name: 'http_request_duration_seconds', labels: ['service="gateway"', 'route="/games"', 'status="200"'] },
    games: { metricsUrl: `${urls.games}/metrics`, name: 'http_request_duration_seconds', labels: ['route="/api/games/dice"', 'status="200"'] },
    wallet: { metricsUrl: `${urls.wallet}/metrics`, name: 'bus_command_duration_seconds', labels: ['subject="wallet.v1.bets"', 'outcome="ok"'] },
  };
  const before = await Promise.all(Object.values(hops).map(readHop));
  const latencies: number[] = [];
  for (let i = 0; i < bets; i++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    await bet();
    latencies.push(performance.now() - started);
  }
  const after = await Promise.all(Object.values(hops).map(readHop));
  const meanMs = (i: number) => ((after[i]!.sum - before[i]!.sum) / Math.max(1, after[i]!.count - before[i]!.count)) * 1000;
  return { bets, pauseMs, client: summarize(latencies), clientMean: latencies.reduce((a, b) => a + b, 0) / latencies.length, gateway: meanMs(0), games: meanMs(1), wallet: meanMs(2) };
}
