import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EVENT_LOOP_SAMPLE_MS, metricsRegistry } from '@app/platform';
// the modules that create the services' own metrics, as each service process loads them
import '../../services/games/src/application/round-metrics.js';
import '../../services/chat/src/realtime/socket-gauge.js';
import '../../services/wallet/src/commands/place-bet.js';
import '../../services/gateway/src/upstreams/replica-gauge.js';
import { repoRoot } from '../support/run-modes.js';

interface RuleFile {
  groups: { name: string; rules: { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string } }[] }[];
}

/** PromQL's own words, and `up`, which Prometheus writes for every target it scrapes. */
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'count', 'rate', 'increase', 'histogram_quantile', 'by', 'without', 'and', 'or', 'unless', 'on', 'up']);
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

/** The metric names an expression reads, each with the label names its selectors use. */
function selectors(expr: string): { metric: string; labels: string[] }[] {
  const found: { metric: string; labels: string[] }[] = [];
  const withoutGroupings = expr.replace(/\b(by|without|on)\s*\([^)]*\)/g, '').replace(/\[[^\]]*\]/g, '');
  for (const match of withoutGroupings.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(\{([^}]*)\})?/g)) {
    const [, name, , matchers] = match;
    if (PROMQL_WORDS.has(name!) || /^\d/.test(name!)) continue;
    const labels = [...(matchers ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)/g)].map(([, label]) => label!);
    found.push({ metric: name!, labels });
  }
  return found;
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
    const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((m) => m.name));
    for (const rule of rules) {
      for (const { metric, labels } of selectors(rule.expr)) {
        const base = exported.has(metric) ? metric : metric.replace(HISTOGRAM_SERIES, '');
        expect(exported, `${rule.alert} reads ${metric}`).toContain(base);
        const labelNames = (metricsRegistry.getSingleMetric(base) as unknown as { labelNames?: string[] }).labelNames ?? [];
        for (const label of labels) expect([...labelNames, ...(base !== metric ? ['le'] : [])], `${rule.alert}: ${metric}{${label}}`).toContain(label);
      }
    }
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
