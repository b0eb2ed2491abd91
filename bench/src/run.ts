// npm run bench [-- --players=100 --seconds=20 --rate=1200 --sockets=1000] [--quick] [--profile=DIR]
// Starts the cluster (1 of each service, then games×2 and chat×2), drives dice bets through the gateway
// with an open-loop load, measures chat fan-out, the direct-SQL baseline (before the loads and after) and
// the embedded mode's idle memory, checks the ledger invariant, says whether the machine kept its speed
// through the run (machine-steadiness.ts), and writes bench/results.md.
// --quick: only games×1, chat×1 and the load figures, printed (results.md untouched): for trying a change.
// Before the saturating load, games×1 climbs a ladder of offered rates (10 s each, ladder.ts) to find the
// highest one settled at p99 ≤ 100 ms with no error, every lower one too: the rate the platform sustains
// within the latency target.
// --profile=DIR: every cluster process runs with --cpu-prof and writes its profile to DIR when stopped,
// with windows.json (when each load ran); `npx tsx bench/src/profile-summary.ts DIR` then prints each
// process's CPU time per bet and what it went to (or open the .cpuprofile files in Chrome DevTools).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '@app/launcher';
import { createTestDatabase, testServers, uniqueName } from '@app/platform/testing';
import { measureFanout } from './fanout.js';
import { runDirectSqlBaseline } from './baseline.js';
import { waitForEventsHandled } from './drain.js';
import { measureLoneBet, type LoneBet } from './lone-bet.js';
import { climbLadder, LADDER_RATES, LADDER_STEP_MS, P99_TARGET_MS, readLadder, withinTarget, type LadderStep } from './ladder.js';
import { runOpenLoop, type OpenLoopResult } from './open-loop.js';
import type { ProfileWindow } from './profile-summary.js';
import { peakRssMb } from './rss.js';
import { CpuWindow } from './cpu.js';
import { PostgresWindow, type PostgresActivity } from './postgres-activity.js';
import { SwitchWindow } from './switches.js';
import { prepareSite } from './site.js';
import { measureWakeCost } from './wake-cost.js';
import { judgeSteadiness, type MachineSpeed } from './machine-steadiness.js';
import { ms, totalOf } from './stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '1200' },
    sockets: { type: 'string', default: '1000' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const profileDir = values.profile ? resolve(values.profile) : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const profileWindows: ProfileWindow[] = [];
const players = Number(values.players);
const durationMs = Number(values.seconds) * 1000;
const rate = Number(values.rate);
const socketCount = Number(values.sockets);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

interface TopologyResult {
  label: string;
  load: OpenLoopResult;
  rss: Record<string, number | null>;
  /** CPU seconds per process group during the measured load */
  cpu: Record<string, number>;
  /** CPU seconds of every other program of the machine in the same window, by command name */
  otherCpu: Record<string, number>;
  /** context switches per process group during the measured load */
  switches: Record<string, number>;
  /** what PostgreSQL did for the load (and the handling of its events) */
  postgres: PostgresActivity;
  fanout?: Awaited<ReturnType<typeof measureFanout>>;
  /** the rate ladder below saturation (games×1 only) */
  ladder?: LadderStep[];
  /** where a lone bet's time goes, hop by hop (games×1 only) */
  loneBet?: LoneBet;
  /** how long after the load ended its last event was handled by every consumer */
  catchUpMs: number;
  invariant: { accounts: number; mismatches: number };
}

async function ledgerInvariant(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`
    SELECT a."userId", a.points - a.debt AS balance, COALESCE(SUM(l.amount), 0)::int AS ledger
      FROM wallet.accounts a LEFT JOIN wallet.ledger_entries l ON l."userId" = a."userId" GROUP BY a."userId", a.points, a.debt`);
  await client.end();
  return { accounts: rows.length, mismatches: rows.filter((r) => Number(r.balance) !== Number(r.ledger)).length };
}

/** The error count, and what the errors were ("4 (ECONNRESET 3, 429 RATE_LIMITED 1)"). */
const errorsCell = (load: OpenLoopResult) =>
  load.errors === 0 ? '0' : `${load.errors} (${Object.entries(load.errorKinds).map(([kind, n]) => `${kind} ${n}`).join(', ')})`;

/**
 * Before anything is measured, each topology climbs to the offered rate: a cluster just started answers its
 * first seconds of bets ten times slower than later (code not yet optimised by V8, connection pools and
 * sockets still opening). Measured on 2026-11-29, at 300 bets/s: p50 662 ms and p99 3.1 s in the first 3 s,
 * p50 44 ms and p99 193 ms in the 10 s after, against a p99 under 100 ms once warm. With only 3 s at 300,
 * the load measured next (a --quick run's, games×2's) timed a cluster still warming.
 */
const WARM_UP_STEP_MS = 5000;
const warmUpSteps = (offered: number) => [...new Set([300, 600, offered].map((r) => Math.min(r, offered)))];

async function runTopology(games: number, chat: number, withFanout: boolean, withLadder = false): Promise<TopologyResult> {
  const hopByHop = games === 1;
  const label = `games×${games}, chat×${chat}`;
  log(`starting cluster ${label}`);
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const namespace = uniqueName('bench');
  const caughtUp = () => waitForEventsHandled({ databaseUrl: database.url, natsUrl: testServers.natsUrl, namespace });
  const cluster = startCluster({
    games,
    chat,
    portOffset: 10_000,
    databaseUrl: database.url,
    natsUrl: testServers.natsUrl,
    redisUrl: testServers.redisUrl,
    namespace,
    dataDir,
    logDir: join(dataDir, 'logs'),
    logLevel: 'warn',
    extraEnv: {
      REGISTER_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '0',
      // The per-player API limit stays on, so each bet pays for its count in Redis as in production,
      // with a ceiling no player of this load can reach (the default, 1,200 a minute, unless more is offered).
      API_RATE_LIMIT: String(Math.max(1200, Math.ceil(((Math.max(rate, LADDER_RATES.at(-1)!) * 60) / players) * 2))),
      CHAT_RATE_LIMIT: '1000',
    },
    ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  try {
    await cluster.waitReady(120_000);
    // every player's sockets stay open between its bets (Node's default keeps only 256 idle ones per host)
    const agent = new Agent({ keepAlive: true, maxSockets: players * 4, maxFreeSockets: players * 4 });
    const databaseConfig = { type: 'postgresql', host: '127.0.0.1', port: 5432, database: database.name, username: 'postgres', password: '' };
    const site = await prepareSite(cluster.gatewayUrl, players, agent, databaseConfig);
    const bet = (p: number) =>
      site.players[p]!.call('POST', '/api/games/dice', { betAmount: 1, prediction: p % 2 ? 'over' : 'under' }).then((r) => r.status === 200 || `${r.status} ${r.json?.code ?? ''}`.trim());
    for (const step of warmUpSteps(rate)) {
      log(`warming up: ${step} bets/s for ${WARM_UP_STEP_MS / 1000} s`);
      await runOpenLoop({ rate: step, durationMs: WARM_UP_STEP_MS, players, send: bet });
    }
    await caughtUp();
    const openCpuWindow = () => new CpuWindow(Object.fromEntries(cluster.processes.map((p) => [p.spec.name, p.child?.pid])));
    const urlOf = (name: string) => `http://127.0.0.1:${cluster.processes.find((p) => p.spec.name === name)!.spec.port}`;
    const loneBet = hopByHop ? await measureLoneBet(() => bet(0), { gateway: cluster.gatewayUrl, games: urlOf('games'), wallet: urlOf('wallet') }) : undefined;
    const ladder = withLadder ? await climbLadder({ players, send: bet, caughtUp, openCpuWindow, log }) : undefined;
    if (ladder) await caughtUp();
    log(`load: ${rate} bets/s offered for ${durationMs / 1000} s by ${players} players`);
    const startUs = Number(process.hrtime.bigint() / 1000n);
    const postgresWindow = await PostgresWindow.open(database.url);
    const switchWindow = new SwitchWindow(Object.fromEntries(cluster.processes.map((p) => [p.spec.name, p.child?.pid])));
    const cpuWindow = openCpuWindow();
    const load = await runOpenLoop({ rate, durationMs, players, send: bet });
    const { platform: cpu, others: otherCpu } = cpuWindow.closeWithOthers();
    const switches = switchWindow.close();
    if (profileDir) {
      const processes = Object.fromEntries(cluster.processes.map((p) => [String(p.child?.pid), p.spec.name]));
      profileWindows.push({ label, startUs, endUs: Number(process.hrtime.bigint() / 1000n), bets: load.ok, processes });
      writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(profileWindows, null, 2));
    }
    // the fan-out is timed on its own, once the load's events have all been handled (the time that took is
    // reported beside the load), not while chat still works through the feed of a saturating load
    const catchUpMs = await caughtUp();
    const postgres = await postgresWindow.close(load.ok);
    const fanout = withFanout ? await measureFanout(cluster.gatewayUrl, socketCount, site.admin) : undefined;
    const rss: Record<string, number | null> = {};
    for (const p of cluster.processes) rss[p.spec.name] = peakRssMb(p.child?.pid);
    await new Promise((r) => setTimeout(r, 2000));
    const invariant = await ledgerInvariant(database.url);
    agent.destroy();
    return { label, load, rss, cpu, otherCpu, switches, postgres, fanout, ladder, loneBet, catchUpMs, invariant };
  } finally {
    await cluster.stop();
    await database.drop().catch(() => undefined);
  }
}

async function embeddedIdleRss(): Promise<number | null> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const child = spawn(process.execPath, [join(root, 'launcher/dist/embedded.js')], { env: { ...process.env, PORT: '13999', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  try {
    for (let i = 0; i < 600; i++) {
      if (await fetch('http://127.0.0.1:13999/readyz').then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 10_000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } finally {
    // its shutdown would otherwise run beside the next measurement (the wake-up at the run's end)
    const running = child.exitCode === null && child.signalCode === null;
    const exited = running ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}

const loadRow = (r: TopologyResult) =>
  `| ${r.label} | ${r.load.throughput.toFixed(0)} | ${ms(r.load.latency.p50)} | ${ms(r.load.latency.p95)} | ${ms(r.load.latency.p99)} | ${errorsCell(r.load)} | ${r.load.notSentOnTime} | ${(r.catchUpMs / 1000).toFixed(1)} s | ${r.invariant.mismatches === 0 ? `holds (${r.invariant.accounts} accounts)` : `BROKEN for ${r.invariant.mismatches}`} |`;
/** CPU milliseconds per settled bet, by process group, and where the machine's cores went in the window. */
const cpuPerBet = (r: TopologyResult) => Object.entries(r.cpu).map(([name, seconds]) => [name, r.load.ok ? (seconds * 1000) / r.load.ok : 0] as const);
const cpuLine = (r: TopologyResult) =>
  `CPU per bet (ms): ${cpuPerBet(r).map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')}; all ${cpuPerBet(r).reduce((s, [, ms]) => s + ms, 0).toFixed(2)}`;
/** What the machine's other programs took of its cores while the load ran (they compete with it, and are not in its cost). */
const otherProgramsLine = (r: TopologyResult) => {
  const seconds = r.load.elapsedMs / 1000;
  const share = (cpuSeconds: number) => `${((cpuSeconds / seconds) * 100).toFixed(1)}%`;
  const top = Object.entries(r.otherCpu).sort((a, b) => b[1] - a[1]).slice(0, 4).filter(([, cpuSeconds]) => cpuSeconds / seconds >= 0.001);
  return `${share(totalOf(r.otherCpu))} of a core${top.length ? `, most of it ${top.map(([name, cpuSeconds]) => `${name} ${share(cpuSeconds)}`).join(', ')}` : ''}`;
};
const switchesLine = (r: TopologyResult) => {
  const perBet = Object.entries(r.switches).map(([name, n]) => [name, r.load.ok ? n / r.load.ok : 0] as const);
  return `Context switches per bet: ${perBet.map(([name, n]) => `${name} ${n.toFixed(1)}`).join(', ')}; all ${perBet.reduce((s, [, n]) => s + n, 0).toFixed(1)}`;
};
const postgresLine = ({ postgres: p }: TopologyResult) => {
  const written = p.tables.filter((t) => t.inserted + t.updated >= 0.01).map((t) => `${t.table} +${t.inserted.toFixed(2)}${t.updated >= 0.01 ? ` ~${t.updated.toFixed(2)} (HOT ${t.hotUpdated.toFixed(2)})` : ''}`);
  const scanned = p.tables.filter((t) => t.seqScans >= 0.01).map((t) => `${t.table} ${t.seqScans.toFixed(2)} (${t.seqRowsRead.toFixed(0)} rows read)`);
  return `PostgreSQL per bet: ${p.commitsPerBet.toFixed(2)} commits; rows inserted (+) and updated (~): ${written.join(', ')}; sequential scans: ${scanned.length ? scanned.join(', ') : 'none'}`;
};
/** Where a lone bet's time goes: each hop's mean, and what lies between two hops. */
const loneBetLine = ({ loneBet: b }: TopologyResult) =>
  b
    ? `A lone bet (${b.bets} bets by one player, ${b.pauseMs} ms apart, every process asleep between them): ${ms(b.clientMean)} at the client on average (p50 ${ms(b.client.p50)}, p99 ${ms(b.client.p99)}). ` +
      `Means by hop: in the gateway ${ms(b.gateway)}, in games ${ms(b.games)}, in the wallet's wallet.v1.bets ${ms(b.wallet)}. ` +
      `So games' own part (the nonce and settlement statements, NATS both ways) is ${ms(b.games - b.wallet)}, the gateway's (session, API limit count, HTTP to games and back) ${ms(b.gateway - b.games)}, and the client's HTTP to the gateway and back ${ms(b.clientMean - b.gateway)}.`
    : '';
const LOAD_HEADER = [
  '| topology | bets/s | p50 | p95 | p99 | errors | not sent on time | events all handled after the load | ledger invariant |',
  '|---|---|---|---|---|---|---|---|---|',
];

/** The direct-SQL baseline on a database of its own. */
async function measureBaseline(when: string) {
  log(`baseline (${when}): one SQL statement per bet, ${players} callers, ${durationMs / 1000} s`);
  const baselineDb = await createTestDatabase();
  try {
    return await runDirectSqlBaseline(baselineDb.url, players, durationMs);
  } finally {
    await baselineDb.drop();
  }
}
// 250 requests at 50 a second: fewer let one hiccup of the machine decide the reading
const wakeUpMs = async () => (await measureWakeCost([50], 5))[0]!.cpuUsPerRequest / 1000;

// the machine's yardsticks at the start, against the same at the end (machine-steadiness.ts)
log('the cost of a wake-up on this machine, before the loads');
const speedAtStart: MachineSpeed = { wakeUpMs: await wakeUpMs() };
const baselineAtStart = values.quick ? undefined : await measureBaseline('before the loads');
if (baselineAtStart) speedAtStart.baselineBetsPerSecond = baselineAtStart.throughput;

const results: TopologyResult[] = [];
results.push(await runTopology(1, 1, false, !values.quick));
if (values.quick) {
  const r = results[0]!;
  const memory = Object.entries(r.rss).map(([name, mb]) => `${name} ${mb ?? '—'} MB`).join(', ');
  const steadiness = judgeSteadiness(speedAtStart, { wakeUpMs: await wakeUpMs() });
  process.stdout.write(
    [...LOAD_HEADER, loadRow(r), '', cpuLine(r), `Other programs of the machine meanwhile: ${otherProgramsLine(r)}`, switchesLine(r), postgresLine(r), loneBetLine(r), `Peak RSS: ${memory}`, `Load average: ${loadavg().map((l) => l.toFixed(1)).join(', ')}`, steadiness.sentence, ''].join('\n'),
  );
  process.exit(0);
}
results.push(await runTopology(2, 2, true));
const baselineAtEnd = await measureBaseline('after the loads');
log('embedded mode idle memory');
const embeddedRss = await embeddedIdleRss();
log('the cost of a wake-up on this machine, after the loads');
const wakeCost = await measureWakeCost();
const steadiness = judgeSteadiness(speedAtStart, { wakeUpMs: await wakeUpMs(), baselineBetsPerSecond: baselineAtEnd.throughput });
if (!steadiness.steady) log(steadiness.sentence);
// each topology against the baseline taken next to it: games×1 runs first, games×2 last
const baselines = [baselineAtStart!, baselineAtEnd];
const baselineSentence = (b: typeof baselineAtEnd) => `${b.throughput.toFixed(0)} bets/s, p50 ${ms(b.latency.p50)}, p99 ${ms(b.latency.p99)}`;

const date = new Date().toISOString().slice(0, 10);
const ladder = results[0]!.ladder ?? [];
const { sustained, highestPassed, firstMiss } = readLadder(ladder);
const processNames = [...new Set(results.flatMap((r) => Object.keys(r.rss)))];
const lines = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${date}, on a machine with ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}); every process and the load generator on it.`,
  `Load average when the run ended: ${loadavg().map((l) => l.toFixed(1)).join(', ')} (other work on the machine skews every figure below).`,
  `Load: ${players} players, dice bets of 1 point through the gateway over HTTP with cookies, an open-loop schedule of ${rate} bets/s for ${durationMs / 1000} s.`,
  '',
  steadiness.sentence,
  '',
  ...LOAD_HEADER,
  ...results.map(loadRow),
  '',
  `Baseline, the same bet as one SQL statement from one process (${players} callers): before the loads ${baselineSentence(baselines[0]!)}; after them ${baselineSentence(baselines[1]!)}.`,
  '',
  ...results.map((r, i) => `End to end ÷ baseline (${r.label}, against the baseline ${i === 0 ? 'before' : 'after'} the loads): ${(r.load.throughput / baselines[i]!.throughput).toFixed(2)}`),
  '',
  `## Below saturation: the highest rate within p99 ≤ ${P99_TARGET_MS} ms (${results[0]!.label}, ${LADDER_STEP_MS / 1000} s a step)`,
  '',
  sustained
    ? `Sustained within the latency target: ${sustained.load.throughput.toFixed(0)} bets/s (offered ${sustained.offered}), p99 ${ms(sustained.load.latency.p99)}; every lower step was within it too.`
    : `Not even the lowest step (${LADDER_RATES[0]} bets/s) stayed within p99 ≤ ${P99_TARGET_MS} ms.`,
  ...(highestPassed && highestPassed !== sustained && firstMiss
    ? [
        '',
        `A higher step passed after a miss, so it is not claimed: ${highestPassed.load.throughput.toFixed(0)} bets/s (offered ${highestPassed.offered}), p99 ${ms(highestPassed.load.latency.p99)}, above the miss at ${firstMiss.offered} (p99 ${ms(firstMiss.load.latency.p99)}, ${firstMiss.load.errors} errors).`,
      ]
    : []),
  '',
  '| offered bets/s | settled bets/s | p50 | p95 | p99 | errors | not sent on time | CPU per bet, all processes | other programs, % of a core | within target |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...ladder.map(
    (step) =>
      `| ${step.offered} | ${step.load.throughput.toFixed(0)} | ${ms(step.load.latency.p50)} | ${ms(step.load.latency.p95)} | ${ms(step.load.latency.p99)} | ${errorsCell(step.load)} | ${step.load.notSentOnTime} | ${step.cpuPerBetMs.toFixed(2)} ms | ${(step.otherPrograms * 100).toFixed(1)}% | ${withinTarget(step.load) ? 'yes' : 'no'} |`,
  ),
  '',
  '## Where the CPU went: milliseconds of CPU per settled bet during the load (from /proc: user + system)',
  '',
  ...results.map((r) => `- ${r.label}: ${cpuLine(r).replace('CPU per bet (ms): ', '')}`),
  '',
  "What the machine's other programs took of its cores in the same window (not the platform's, so not in the figures above, but they compete with it for the same cores):",
  '',
  ...results.map((r) => `- ${r.label}: ${otherProgramsLine(r)}`),
  '',
  'On this kind of machine a context switch costs 60–70 µs of CPU (bench/README.md), and what a bet costs follows how many it causes: they are counted over the same load, per process group (all its threads):',
  '',
  ...results.map((r) => `- ${r.label}: ${switchesLine(r).replace('Context switches per bet: ', '')}`),
  '',
  'What PostgreSQL did for that load and the handling of its events, per settled bet (from its statistics views: a sequential scan of a growing table is a plan to fix):',
  '',
  ...results.map((r) => `- ${r.label}: ${postgresLine(r).replace('PostgreSQL per bet: ', '')}`),
  '',
  loneBetLine(results[0]!),
  '',
  `What this machine charges for a wake-up: one trivial keep-alive HTTP request, client and server in one process, costs ${wakeCost.map((c, i) => `${(c.cpuUsPerRequest / 1000).toFixed(2)}${i === 0 ? ' ms of CPU' : ''} at ${c.rate} requests/s`).join(', ')}. A process that sleeps between messages pays that difference on each one, and a bet crosses about ten processes: hence the ladder's CPU per bet.`,
  '',
  '## Peak memory (RSS, MB) per process under that load',
  '',
  '| topology | ' + processNames.join(' | ') + ' |',
  '|---|' + processNames.map(() => '---').join('|') + '|',
  ...results.map((r) => `| ${r.label} | ` + processNames.map((k) => r.rss[k] ?? '—').join(' | ') + ' |'),
  '',
  `Embedded mode (\`npm start\`), idle after start-up: ${embeddedRss ?? 'n/a'} MB RSS.`,
  '',
  '## Chat fan-out',
  '',
  ...results
    .filter((r) => r.fanout)
    .map((r) => `${r.label}: ${r.fanout!.connected} sockets connected through the gateway, ${r.fanout!.received} received one message; delivery p50 ${ms(r.fanout!.latency.p50)}, p99 ${ms(r.fanout!.latency.p99)}.`),
  '',
  'Targets (issue "Scale, faults and speed"): ≥ 1,000 bets/s end to end at p99 ≤ 100 ms with 100 players, zero errors, invariant holding, end to end ÷ baseline ≥ 0.25; fan-out p99 ≤ 250 ms; each service ≤ 250 MB; embedded idle ≤ 400 MB.',
  '',
];
writeFileSync(join(root, 'bench/results.md'), lines.join('\n'));
process.stdout.write(lines.join('\n'));
process.exit(0);
