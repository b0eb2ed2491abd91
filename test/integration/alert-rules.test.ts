import { readFileSync } from 'node:fs';
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
