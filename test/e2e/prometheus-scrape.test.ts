import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { SiteClient, waitFor } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { freePort, repoRoot, startDistributedProduct, type RunningProduct } from '../support/run-modes.js';

interface PrometheusConfig {
  global: Record<string, string>;
  rule_files: string[];
  scrape_configs: { job_name: string; dns_sd_configs?: unknown; static_configs?: { targets: string[] }[] }[];
}
interface Dashboard {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
}
interface QueryAnswer {
  status: string;
  error?: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/** The panel of the wallet's commands that were not ok: refusals only on a healthy cluster (a NOT_FOUND of an account not credited yet), or nothing. */
const WALLET_NOT_OK = 'Wallet commands not ok, per second';
const FAILURES = ['INTERNAL', 'UNAVAILABLE', 'TIMEOUT'];

const hasPrometheus = spawnSync('prometheus', ['--version'], { stdio: 'ignore' }).status === 0;

// The monitoring profile's Prometheus, run for real against a cluster of this machine: ops/prometheus.yml
// with the Compose names' DNS discovery swapped for the cluster's ports (every replica a target, as
// there), scraping every second. Skipped only where Debian's prometheus package is not installed (CI
// installs it, for promtool).
describe.skipIf(!hasPrometheus)('Prometheus scraping a cluster (games×2) with ops/prometheus.yml and ops/alerts.yml', () => {
  let product: RunningProduct;
  let prometheus: ChildProcess;
  let prometheusUrl: string;
  const dashboard = JSON.parse(readFileSync(join(repoRoot, 'ops/grafana/dashboards/pointsplay-overview.json'), 'utf8')) as Dashboard;

  const query = async (expr: string): Promise<QueryAnswer> => (await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`)).json() as Promise<QueryAnswer>;

  beforeAll(async () => {
    product = await startDistributedProduct({ games: 2, chat: 1 });
    const admin = await installWithAdmin(product, { username: 'metrics_admin', email: 'metrics-admin@example.com', password: 'Copper-Heron-41', firstName: 'Mia', lastName: 'Metrics' }, 'PointsPlay Metrics');

    const config = parse(readFileSync(join(repoRoot, 'ops/prometheus.yml'), 'utf8')) as PrometheusConfig;
    config.global = { ...config.global, scrape_interval: '1s', evaluation_interval: '1s' };
    config.rule_files = [join(repoRoot, 'ops/alerts.yml')];
    for (const job of config.scrape_configs) {
      const replicas = product.cluster!.processes.filter((p) => p.spec.service === job.job_name);
      delete job.dns_sd_configs;
      job.static_configs = [{ targets: replicas.map((p) => `127.0.0.1:${p.spec.port}`) }];
    }
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
    writeFileSync(join(dir, 'prometheus.yml'), stringify(config));
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn('prometheus', [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: 'ignore' });
    await waitFor(
      async () => {
        const targets = (await (await fetch(`${prometheusUrl}/api/v1/targets`).catch(() => null))?.json().catch(() => null)) as { data: { activeTargets: { health: string }[] } } | null;
        const active = targets?.data.activeTargets ?? [];
        return active.length === 7 && active.every((t) => t.health === 'up');
      },
      60_000,
      'every target up in Prometheus',
    );

    // bets while Prometheus watches, so that the rates and the hour's increases have something to show
    const player = new SiteClient(product.url);
    const registered = await player.post('/api/auth/register', { username: 'metrics_player', email: 'metrics-player@example.com', password: 'Amber-Otter-63', firstName: 'Max' });
    expect(registered.status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await player.post('/api/games/dice', { betAmount: 1, prediction: 'over', target: 50 })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
    await waitFor(async () => Number((await query('sum(games_rounds_settled_total)')).data.result[0]?.value[1] ?? 0) === 10, 20_000, 'the ten bets counted');
    // two more scrapes after the last bet, for rate() to have both ends of it
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  }, 240_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    await product?.stop();
  });

  it('scrapes every replica of each of the six services, the gateway included, under its service as the job', async () => {
    const up = await query('up');
    const byJob = new Map<string, number>();
    for (const { metric, value } of up.data.result) {
      expect(value[1], `${metric.job} ${metric.instance}`).toBe('1');
      byJob.set(metric.job!, (byJob.get(metric.job!) ?? 0) + 1);
    }
    expect(Object.fromEntries(byJob)).toEqual({ gateway: 1, auth: 1, wallet: 1, games: 2, chat: 1, admin: 1 });
  });

  it('loads and evaluates every alert rule without error, and none fires on a healthy cluster', async () => {
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as { data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] } };
    const loaded = rules.data.groups.flatMap((g) => g.rules);
    const written = (parse(readFileSync(join(repoRoot, 'ops/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string }[] }[] }).groups.flatMap((g) => g.rules);
    expect(loaded.map((r) => r.name).sort()).toEqual(written.map((r) => r.alert).sort());
    for (const rule of loaded) expect(rule.health, `${rule.name}: ${rule.lastError ?? ''}`).toBe('ok');
    const alerts = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as { data: { alerts: { labels: { alertname: string }; state: string }[] } };
    expect(alerts.data.alerts.filter((a) => a.state === 'firing').map((a) => a.labels.alertname)).toEqual([]);
  });

  it('draws every panel of the Grafana dashboard from what it scraped: each query runs, and each shows data', async () => {
    const empty: string[] = [];
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      for (const { expr } of panel.targets ?? []) {
        const answer = await query(expr);
        expect(answer.status, `${panel.title}: ${expr}: ${answer.error ?? ''}`).toBe('success');
        if (panel.title === WALLET_NOT_OK) {
          for (const { metric } of answer.data.result) expect(FAILURES, `${metric.subject} ${metric.outcome}`).not.toContain(metric.outcome);
        } else if (answer.data.result.length === 0) empty.push(`${panel.title}: ${expr}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('counts the bets as the players made them: ten dice rounds, their stakes wagered, and game answers timed at the gateway', async () => {
    const wagered = await query('sum(games_points_wagered_total{game="dice"})');
    expect(Number(wagered.data.result[0]!.value[1])).toBe(10);
    const answers = await query('sum(http_request_duration_seconds_count{service="gateway",route="/games",status="200"})');
    expect(Number(answers.data.result[0]!.value[1])).toBeGreaterThanOrEqual(10);
  });
});
