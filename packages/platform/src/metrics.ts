import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, served at /metrics by every service. One registry per process: in
 * the embedded mode the five services share it, told apart by the `service` label.
 */
export const metricsRegistry = new Registry();

/**
 * How often the event loop's delay is sampled (prom-client's `nodejs_eventloop_lag_*`). Its default, 10 ms,
 * is a timer that wakes every process a hundred times a second even when it has nothing to do: measured
 * here, 104 context switches a second for an idle process against 16 at 100 ms, about 1.2% of a core
 * each, and a wake-up of a process that would have slept costs most on the VMs this runs on
 * (bench/README.md). A stall of 100 ms or more still delays a sample whenever it happens, so the alert on
 * a loop 200 ms late (ops/alerts.yml) sees every stall it is meant to. Node records each sample as the
 * whole time between two checks, so every `nodejs_eventloop_lag_*` figure includes these 100 ms: an idle
 * process reads about 0.10 s, and the alert's threshold is 0.3 s.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by service, method, route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const commandDuration = new Histogram({
  name: 'bus_command_duration_seconds',
  help: 'Commands served, by subject and outcome (ok or the error code)',
  labelNames: ['service', 'subject', 'outcome'] as const,
  buckets: [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [metricsRegistry],
});

export const outboxLag = new Gauge({
  name: 'outbox_oldest_unpublished_seconds',
  help: 'Age of the oldest event not yet relayed to the bus, per service schema',
  labelNames: ['schema'] as const,
  registers: [metricsRegistry],
});

export const outboxPublished = new Counter({
  name: 'outbox_events_published_total',
  help: 'Events relayed from the outbox to the bus',
  labelNames: ['schema'] as const,
  registers: [metricsRegistry],
});

export const consumerPending = new Gauge({
  name: 'bus_consumer_pending_events',
  help: 'JetStream messages waiting for (or being handled by) a durable consumer; a bundle of events counts once',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

/** Service-specific metrics (bets by game and outcome, sockets) are created here too, once per process. */
export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (metricsRegistry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

/**
 * `collect`, when given, sets the gauge's value at each scrape from where the truth lives (a count the
 * process already keeps), so it cannot drift the way paired inc/dec calls can.
 */
export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect?: (gauge: Gauge<L>) => void): Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(name) as Gauge<L> | undefined;
  if (existing) return existing;
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    collect() {
      collect?.(this);
    },
  });
}
