import { randomInt } from 'node:crypto';
import type { EventEnvelope, EventType } from '@app/contracts';
import { claimInboxWith, type Bus, type RawSql } from '@app/platform';
import { counterIncrement } from '../db/stat-counters.js';
import { centsPaidOutBy, COUNTER_SHARDS, COUNTERS, pointsDistributedBy, type CounterName } from '../domain/stat-counters.js';

/**
 * Adds `amount` to a counter once per event: the inbox claim and the increment are one statement, so a
 * redelivered event (or two replicas handed the same one) counts once. Returns whether it counted.
 */
export async function countOnce(sql: RawSql, consumer: string, event: EventEnvelope, counter: CounterName, amount: number): Promise<boolean> {
  if (amount === 0) return false;
  return claimInboxWith(sql, 'admin', consumer, event.id, counterIncrement(counter, randomInt(COUNTER_SHARDS), amount));
}

interface CounterProjection<T extends EventType> {
  durable: string;
  type: T;
  counter: CounterName;
  /** what one event adds (0: nothing, and no inbox row either) */
  amountOf: (event: EventEnvelope<T>) => number;
  concurrency?: number;
}

function project<T extends EventType>(bus: Bus, sql: RawSql, projection: CounterProjection<T>): void {
  bus.consume({
    durable: projection.durable,
    types: [projection.type],
    concurrency: projection.concurrency ?? 1,
    handle: async (event) => {
      await countOnce(sql, projection.durable, event, projection.counter, projection.amountOf(event));
    },
  });
}

/**
 * The stats counters, kept from other services' events (design section 3) rather than counted on each
 * request: registrations, settled game rounds, completed withdrawals (cents), points distributed.
 * The busy streams (every bet, every balance change) are handled several at a time.
 */
export function registerStatsProjection(bus: Bus, sql: RawSql): void {
  project(bus, sql, { durable: 'admin-stats-users', type: 'auth.user.registered', counter: COUNTERS.totalUsers, amountOf: () => 1 });
  project(bus, sql, { durable: 'admin-stats-games', type: 'games.bet.settled', counter: COUNTERS.totalGamesPlayed, amountOf: () => 1, concurrency: 8 });
  project(bus, sql, {
    durable: 'admin-stats-paid-out',
    type: 'wallet.withdrawal.updated',
    counter: COUNTERS.totalPaidOutCents,
    amountOf: (event) => centsPaidOutBy(event.data),
  });
  project(bus, sql, {
    durable: 'admin-stats-points-distributed',
    type: 'wallet.balance.changed',
    counter: COUNTERS.totalPointsDistributed,
    amountOf: (event) => pointsDistributedBy(event.data),
    concurrency: 8,
  });
}
