import { metricsRegistry } from '@app/platform';
// the modules that create the services' own metrics, as each service process loads them
import '../../services/games/src/application/round-metrics.js';
import '../../services/chat/src/realtime/socket-gauge.js';
import '../../services/wallet/src/commands/place-bet.js';
import '../../services/gateway/src/upstreams/replica-gauge.js';

/** PromQL's own words, and `up`, which Prometheus writes for every target it scrapes. */
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'count', 'rate', 'increase', 'histogram_quantile', 'by', 'without', 'and', 'or', 'unless', 'on', 'up']);
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

/** The metric names a PromQL expression reads, each with the label names its selectors use. */
export function selectors(expr: string): { metric: string; labels: string[] }[] {
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

/**
 * What in `expr` no service exports: a metric name unknown to every service's registry, or a label name
 * its metric does not have (`le` allowed on a histogram's series). Empty when the expression can work.
 */
export async function unknownSeries(expr: string): Promise<string[]> {
  const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((m) => m.name));
  const unknown: string[] = [];
  for (const { metric, labels } of selectors(expr)) {
    const base = exported.has(metric) ? metric : metric.replace(HISTOGRAM_SERIES, '');
    if (!exported.has(base)) {
      unknown.push(metric);
      continue;
    }
    const labelNames = (metricsRegistry.getSingleMetric(base) as unknown as { labelNames?: string[] }).labelNames ?? [];
    const allowed = [...labelNames, ...(base !== metric ? ['le'] : [])];
    for (const label of labels) if (!allowed.includes(label)) unknown.push(`${metric}{${label}}`);
  }
  return unknown;
}
