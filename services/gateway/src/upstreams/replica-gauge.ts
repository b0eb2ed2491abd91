import { gauge } from '@app/platform';
import type { ReplicaState, UpstreamPool } from './upstream-pool.js';

/** The pools of this process (one gateway per process, several in tests). */
const pools = new Set<UpstreamPool>();

// Read from the pools at each scrape: the state lives there, and a count kept beside it could drift.
gauge(
  'gateway_upstream_replicas',
  'Replicas of each service the gateway knows, by state: ready (takes requests), not_ready (its /readyz said no at the last check), resting (it refused a connection or timed out)',
  ['upstream', 'state'],
  (g) => {
    g.reset();
    for (const pool of pools) {
      for (const [state, count] of Object.entries(pool.replicaStates()) as [ReplicaState, number][]) g.inc({ upstream: pool.name, state }, count);
    }
  },
);

/** Reports a pool's replicas on /metrics until the returned function is called. */
export function reportReplicaStates(pool: UpstreamPool): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}
