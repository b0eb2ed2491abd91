import { randomInt } from 'node:crypto';
import type { EventEnvelope, EventType } from '@app/contracts';
import { batchedConsumer, claimInboxBatchWith, type Bus, type RawSql } from '@app/platform';
import { counterIncrement } from '../db/stat-counters.js';
import { centsPaidOutBy, COUNTER_SHARDS, COUNTERS, pointsDistributedBy, type CounterName } from '../domain/stat-counters.js';

/**
 * Adds each event's amount to a counter once: the inbox claims and the increment are one statement, so
 * a redelivered event (or two replicas handed the same one) counts once. An event that adds nothing
 * leaves no inbox row. Returns how many of the events counted (`eventId`s must be distinct).
 */
export async function countOnce(sql: RawSql, consumer: string, counter: CounterName, events: readonly { id: string; amount: number }[]): Promise<number> {
  const counted = events.filter((e) => e.amount !== 0);
  if (counted.length === 0) return 0;
  const ids = counted.map((e) => e.id);
  const increment = counterIncrement(counter, randomInt(COUNTER_SHARDS), ids, counted.map((e) => e.amount));
  return (await claimInboxBatchWith(sql, 'admin', consumer, ids, increment)).size;
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
  bus.consume(
    batchedConsumer({
      durable: projection.durable,
      types: [projection.type],
      concurrency: projection.concurrency ?? 1,
      // a counter nobody reads to the millisecond: a steady flow of events is counted in batches
      gatherMs: 50,
      handleBatch: async (events) => {
        await countOnce(sql, projection.durable, projection.counter, events.map((event) => ({ id: event.id, amount: projection.amountOf(event) })));
      },
    }),
  );
}

/**
 * The stats counters, kept from other services' events (design section 3) rather than counted on each
 * request: registrations, settled game rounds, completed withdrawals (cents), points distributed.
 * The busy streams (every bet, every balance change) are counted in batches, several at a time.
 */
export function registerStatsProjection(bus: Bus, sql: RawSql): void {
  project(bus, sql, { durable: 'admin-stats-users', type: 'auth.user.registered', counter: COUNTERS.totalUsers, amountOf: () => 1 });
  project(bus, sql, { durable: 'admin-stats-games', type: 'games.bet.settled', counter: COUNTERS.totalGamesPlayed, amountOf: () => 1, concurrency: 2 });
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
    concurrency: 2,
  });
}
