import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { unknownSeries } from '../support/promql.js';
import { repoRoot } from '../support/run-modes.js';

// The monitoring profile of docker-compose.yml (Prometheus and Grafana) cannot be started here (no Docker
// engine), so its files are held to what they must agree on: the compose file's services, ports and mounts,
// and the metrics the services export.
interface ComposeService {
  profiles?: string[];
  environment?: Record<string, string | null>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
interface PrometheusConfig {
  rule_files: string[];
  scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; type: string; port: number }[] }[];
}
interface Dashboard {
  uid: string;
  panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
}

const SERVICES = ['gateway', 'auth', 'wallet', 'games', 'chat', 'admin'];
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

/** Where docker-compose.yml mounts a file or folder of the repository inside `service`'s container. */
function mountOf(service: string, repoPath: string): string | undefined {
  const volume = compose.services[service]!.volumes?.find((v) => v.startsWith(`./${repoPath}:`));
  return volume?.split(':')[1];
}

describe('the monitoring profile', () => {
  it('adds Prometheus and Grafana only to `--profile monitoring`, each published on the loopback only', () => {
    const profiled = Object.entries(compose.services).filter(([, service]) => service.profiles);
    expect(profiled.map(([name]) => name).sort()).toEqual(['grafana', 'prometheus']);
    for (const [name, service] of profiled) {
      expect(service.profiles, name).toEqual(['monitoring']);
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    // Grafana's admin password is never written down: it comes from the environment or is set at first login
    expect(Object.keys(compose.services.grafana!.environment!)).toContain('GF_SECURITY_ADMIN_PASSWORD');
    expect(compose.services.grafana!.environment!.GF_SECURITY_ADMIN_PASSWORD).toBeNull();
    expect(compose.services.grafana!.depends_on?.prometheus?.condition).toBe('service_healthy');
  });

  it('has Prometheus scrape every replica of each of the six services at the port it listens on', () => {
    const config = parse(read('ops/prometheus.yml')) as PrometheusConfig;
    expect(config.scrape_configs.map((c) => c.job_name).sort()).toEqual([...SERVICES].sort());
    for (const job of config.scrape_configs) {
      // one A record per replica: `--scale games=3` is three targets
      expect(job.dns_sd_configs, job.job_name).toEqual([expect.objectContaining({ names: [job.job_name], type: 'A', port: Number(compose.services[job.job_name]!.environment!.PORT) })]);
    }
  });

  it('has Prometheus load ops/alerts.yml where the compose file mounts it, and its own config too', () => {
    const config = parse(read('ops/prometheus.yml')) as PrometheusConfig;
    expect(config.rule_files).toEqual([mountOf('prometheus', 'ops/alerts.yml')]);
    expect(mountOf('prometheus', 'ops/prometheus.yml')).toBe('/etc/prometheus/prometheus.yml');
  });

  it("points Grafana at the compose file's Prometheus and at the dashboards' folder as mounted", () => {
    const datasources = parse(read('ops/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string; url: string }[] };
    expect(datasources.datasources.map((d) => d.url)).toEqual(['http://prometheus:9090']);
    const providers = parse(read('ops/grafana/provisioning/dashboards/pointsplay.yml')) as { providers: { options: { path: string } }[] };
    expect(providers.providers.map((p) => p.options.path)).toEqual([mountOf('grafana', 'ops/grafana/dashboards')]);
    expect(mountOf('grafana', 'ops/grafana/provisioning')).toBe('/etc/grafana/provisioning');
    for (const dir of ['ops/grafana/provisioning', 'ops/grafana/dashboards']) expect(existsSync(join(repoRoot, dir)), dir).toBe(true);
  });

  it("draws every dashboard panel from that Prometheus, reading only metrics and labels the services export", async () => {
    const uid = (parse(read('ops/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string }[] }).datasources[0]!.uid;
    const dashboard = JSON.parse(read('ops/grafana/dashboards/pointsplay-overview.json')) as Dashboard;
    const charts = dashboard.panels.filter((p) => p.type !== 'row');
    expect(charts.length).toBeGreaterThan(10);
    for (const panel of charts) {
      expect(panel.datasource?.uid, panel.title).toBe(uid);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets!) expect(await unknownSeries(expr), `${panel.title}: ${expr}`).toEqual([]);
    }
  });
});
