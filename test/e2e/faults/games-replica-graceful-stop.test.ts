import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../support/http-client.js';
import { STORM_BANKROLL, type FaultProduct } from './support/fault-product.js';
import { faultStage } from './support/fault-stage.js';
import { expectNoPointLostOrPaidTwice } from './support/invariants.js';
import { diceBet, registerPlayers, runStorm, sleep, statusCounts } from './support/storm.js';

// Fault 6: a rolling restart of the games service during a storm of bets. Each replica in turn gets
// SIGTERM (a graceful stop: it drains, see packages/platform/src/http/server-drain.ts), stays down a
// moment, and is started again. Unlike a crash, a graceful stop must cost no request at all: the gateway
// sends whatever the stopping replica no longer accepts to the other one. Restarting games-2 after games-1
// also shows that games-1 serves again once back: while games-2 is down, every bet is games-1's.

/** How long a stopped replica stays down before it is started again (a deploy swapping its code). */
const DOWN_MS = 1_000;

interface LogLine {
  msg?: string;
  level?: number;
  connections?: number;
  replica?: string;
}

interface Restart {
  name: string;
  /** ms since the storm started */
  stoppingAt: number;
  exitedAt: number;
  startedAt: number;
  readyAt: number;
  exit: { code: number | null; signal: NodeJS.Signals | null };
  /** the stopped run's log lines, from its 'listening' line on */
  shutdownLog: LogLine[];
  /** supervisor restarts (crashes) of the process during its restart */
  unplannedRestarts: number;
}

function readLog(path: string): LogLine[] {
  if (!existsSync(path)) return [];
  const lines: LogLine[] = [];
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      // not a log record (Node's own warnings on stderr)
    }
  }
  return lines;
}

/** The lines of the last run in a process's log (the launcher appends every run to one file). */
function lastRun(lines: LogLine[]): LogLine[] {
  const started = lines.findLastIndex((l) => typeof l.msg === 'string' && l.msg.endsWith(' listening'));
  return lines.slice(Math.max(0, started));
}

async function waitUntilReady(port: number, timeoutMs: number): Promise<void> {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, timeoutMs, `127.0.0.1:${port}/readyz`);
}

/** SIGTERM through the launcher (as a rolling deploy does), DOWN_MS down, started again and ready. */
async function restartGracefully(product: FaultProduct, name: string, now: () => number): Promise<Restart> {
  const proc = product.cluster.processes.find((p) => p.spec.name === name)!;
  const child = proc.child;
  if (!child) throw new Error(`${name} is not running`);
  const restartsBefore = proc.restarts;
  const exited = new Promise<Restart['exit']>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stoppingAt = now();
  await product.cluster.stopProcess(name);
  const exit = await exited;
  const exitedAt = now();
  const logPath = join(product.dataDir, 'logs', `${name}.log`);
  // the launcher copies the child's output to the file as it comes: the last lines may trail its exit
  const shutdownLog = await waitFor(
    async () => {
      const run = lastRun(readLog(logPath));
      return run.some((l) => l.msg === 'stopped') && run;
    },
    5_000,
    `${name}'s 'stopped' line in ${logPath}`,
  ).catch(() => lastRun(readLog(logPath)));
  await sleep(Math.max(0, DOWN_MS - (now() - exitedAt)));
  const startedAt = now();
  product.cluster.startProcess(name);
  await waitUntilReady(proc.spec.port, 30_000);
  return { name, stoppingAt, exitedAt, startedAt, readyAt: now(), exit, shutdownLog, unplannedRestarts: proc.restarts - restartsBefore };
}

describe('a rolling restart of the games replicas (SIGTERM, one at a time) during a storm of bets', () => {
  const stage = faultStage({ games: 2, signupBonus: STORM_BANKROLL });

  it('loses no request: every bet answers 200 and is settled once, and each replica drains, exits 0 and serves again', async () => {
    const { product } = stage;
    const players = await registerPlayers(product.url, 20);
    const endStorm = new AbortController();
    const stormStarted = Date.now();
    const now = () => Date.now() - stormStarted;
    // bounded by endStorm; durationMs and maxRequests only stop a storm whose restarts hang
    const storm = runStorm({ players, perPlayer: 2, durationMs: 60_000, maxRequests: 30_000, act: diceBet, stop: endStorm.signal });
    const restarts: Restart[] = [];
    try {
      await sleep(2_000);
      restarts.push(await restartGracefully(product, 'games-1', now));
      await sleep(1_500);
      restarts.push(await restartGracefully(product, 'games-2', now));
      await sleep(1_500);
    } finally {
      endStorm.abort();
    }
    const answers = await storm;
    const [first, second] = restarts as [Restart, Restart];
    const timeline = JSON.stringify(restarts.map(({ shutdownLog: _, ...r }) => r));

    // no request lost: not one answer other than 200, before, during or after either restart
    const failures = answers.filter((a) => a.status !== 200);
    expect(failures.slice(0, 5), `answers by status ${JSON.stringify(statusCounts(answers))}; restarts ${timeline}`).toEqual([]);

    // the storm really ran through each restart, and through games-2's absence, when games-1 (back
    // from its own restart) was the only games replica left to answer
    const sentBetween = (from: number, to: number) => answers.filter((a) => a.sentAt >= from && a.sentAt < to).length;
    expect(sentBetween(first.stoppingAt, first.readyAt), `bets sent during games-1's restart; ${timeline}`).toBeGreaterThan(0);
    const onlyGames1 = answers.filter((a) => a.sentAt >= second.exitedAt && a.at <= second.startedAt).length;
    expect(onlyGames1, `bets sent and answered while games-2 was down; ${timeline}`).toBeGreaterThan(0);
    expect(sentBetween(second.readyAt, Infinity), `bets sent after the rolling restart; ${timeline}`).toBeGreaterThan(0);

    // each bet was played once: one round per request, settled, with its stake and win in the ledger
    // exactly once, and every balance equals its ledger
    const settled = await expectNoPointLostOrPaidTwice(product.db);
    const roundIds = new Set(answers.map((a) => a.body.roundId as string));
    expect(roundIds.size, 'a distinct round per answer').toBe(answers.length);
    for (const id of roundIds) expect(settled.has(id), `round ${id} answered 200`).toBe(true);
    const { rows } = await product.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM games.rounds`);
    expect(rows[0]!.n, 'rounds played, against bets sent (a bet played twice would add one)').toBe(answers.length);

    // each replica stopped gracefully: it drained the connections the gateway held to it, within its
    // deadline, and exited 0 (the launcher's SIGKILL or the shutdown deadline would say otherwise)
    for (const r of restarts) {
      const messages = r.shutdownLog.map((l) => l.msg);
      expect(r.exit, `${r.name}'s exit`).toEqual({ code: 0, signal: null });
      expect(r.unplannedRestarts, `${r.name} crashed during its restart`).toBe(0);
      const draining = messages.indexOf('draining');
      const drained = messages.indexOf('drained');
      const stopped = messages.indexOf('stopped');
      expect(draining, `${r.name}'s log says 'draining': ${JSON.stringify(messages)}`).toBeGreaterThanOrEqual(0);
      expect(drained, `${r.name}'s log says 'drained' after 'draining': ${JSON.stringify(messages)}`).toBeGreaterThan(draining);
      expect(stopped, `${r.name}'s log says 'stopped' after 'drained': ${JSON.stringify(messages)}`).toBeGreaterThan(drained);
      // the gateway's readiness check saw it go (its /readyz says 503 through the drain's notice, while it
      // still accepts connections), so that no connection was on its way when it stopped listening
      const port = product.cluster.processes.find((p) => p.spec.name === r.name)!.spec.port;
      const noticed = readLog(join(product.dataDir, 'logs', 'gateway.log')).filter((l) => l.replica === `http://127.0.0.1:${port}`).map((l) => l.msg);
      expect(noticed, `the gateway's log about ${r.name}`).toContain('upstream replica not ready; sending it no request until it is');
      expect(noticed, `the gateway's log about ${r.name}`).toContain('upstream replica ready again');
      expect(messages.indexOf('not ready; still accepting connections while readiness checks notice'), `${r.name}'s notice`).toBeLessThan(draining);
      // and the gateway had stopped opening connections to it before its listener closed
      for (const late of ['connections still arriving after the notice; closing the listener anyway', 'drain deadline passed; closing the connections still open', 'shutdown step overran; going on without it', 'shutdown deadline passed; exiting now']) {
        expect(messages, `${r.name}'s shutdown`).not.toContain(late);
      }
    }
  });
});
