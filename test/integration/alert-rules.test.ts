import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EVENT_LOOP_SAMPLE_MS } from '@app/platform';
import { unknownSeries } from '../support/promql.js';
import { repoRoot } from '../support/run-modes.js';

interface RuleFile {
  groups: { name: string; rules: { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string } }[] }[];
}

describe('ops/alerts.yml', () => {
  const rules = (parse(readFileSync(join(repoRoot, 'ops/alerts.yml'), 'utf8')) as RuleFile).groups.flatMap((g) => g.rules);

  it('has rules, each with a severity, a summary, and a unique name', () => {
    expect(rules.length).toBeGreaterThan(5);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(20);
    }
  });

  it('reads only metrics the services export, with label names those metrics have', async () => {
    for (const rule of rules) expect(await unknownSeries(rule.expr), rule.alert).toEqual([]);
  });

  it('tickets a replica the gateway keeps out of its rotation, before its whole service is down (a lost replica is lost capacity)', () => {
    const outOfRotation = rules.filter((r) => r.expr.includes('gateway_upstream_replicas') && /not_ready/.test(r.expr) && /resting/.test(r.expr));
    expect(outOfRotation.map((r) => r.labels.severity)).toEqual(['ticket']);
  });

  it('raises the event-loop alert at 200 ms late, on samples that each include the sampling interval', () => {
    const threshold = Number(/nodejs_eventloop_lag_p99_seconds > ([\d.]+)/.exec(rules.find((r) => r.alert === 'EventLoopBlocked')!.expr)![1]);
    expect(threshold * 1000 - EVENT_LOOP_SAMPLE_MS).toBeCloseTo(200);
  });

  it('names the codes of failures, not refusals, in the wallet command alert', () => {
    const codes = /outcome=~"([^"]+)"/.exec(rules.find((r) => r.alert === 'WalletCommandsFailing')!.expr)![1]!.split('|');
    expect(codes.sort()).toEqual(['INTERNAL', 'TIMEOUT', 'UNAVAILABLE']);
  });
});

const hasPromtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;

// Prometheus's own checker and rule tester. Skipped only where promtool is not installed (a machine set up
// by hand); CI installs Debian's prometheus package for it.
describe.skipIf(!hasPromtool)('ops/alerts.yml and ops/prometheus.yml, by promtool', () => {
  const promtool = (...args: string[]) => {
    const run = spawnSync('promtool', args, { cwd: repoRoot, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it('passes the rule tests of ops/alerts.test.yml: each alert fires on what it is for, after its `for`, and not on the rest', () => {
    const run = promtool('test', 'rules', 'ops/alerts.test.yml');
    expect(run.output).toContain('SUCCESS');
    expect(run.status, run.output).toBe(0);
  });

  it('reads ops/prometheus.yml as a valid configuration whose rule file loads', () => {
    // the config names the rule file where the compose file mounts it; checked here from the repository
    const config = readFileSync(join(repoRoot, 'ops/prometheus.yml'), 'utf8').replace('/etc/prometheus/alerts.yml', join(repoRoot, 'ops/alerts.yml'));
    const file = join(mkdtempSync(join(tmpdir(), 'prometheus-config-')), 'prometheus.yml');
    writeFileSync(file, config);
    const output = execFileSync('promtool', ['check', 'config', file], { encoding: 'utf8' });
    expect(output).toMatch(/SUCCESS: 1 rule files found/);
    const ruleCount = (parse(readFileSync(join(repoRoot, 'ops/alerts.yml'), 'utf8')) as RuleFile).groups.flatMap((g) => g.rules).length;
    expect(output).toContain(`SUCCESS: ${ruleCount} rules found`);
  });
});
