import type { EventData } from '@app/contracts';

/** The counters kept from events, by their row name in stat_counters. */
export const COUNTERS = {
  totalUsers: 'total_users',
  totalGamesPlayed: 'total_games_played',
  totalPaidOutCents: 'total_paid_out_cents',
  totalPointsDistributed: 'total_points_distributed',
} as const;
export type CounterName = (typeof COUNTERS)[keyof typeof COUNTERS];

/**
 * Rows per counter. An increment goes to one shard picked at random, so concurrent consumers rarely
 * wait on one another's row lock; a read sums the shards.
 */
export const COUNTER_SHARDS = 16;

/**
 * Ledger entry types that put new points in players' hands outside the games. Not counted: game stakes
 * and wins, withdrawal holds and refunds (points going out and coming back), offer reversals (negative).
 * A list of what counts rather than of what does not, so a type added later is not counted by accident.
 */
const DISTRIBUTING_REASONS: ReadonlySet<string> = new Set([
  'signup_bonus',
  'daily_bonus',
  'challenge_reward',
  'referral',
  'offer',
  'rain',
  'admin_adjustment',
]);

/**
 * Points an admin-stats 'distributed' counter gains from one balance change (0 when it does not count):
 * a credit of a distributing type adds; an admin's negative adjustment (taking points back, say a
 * mistaken credit) subtracts, so the figure is net of what admins took back. Other debits (stakes,
 * withdrawal holds, offer reversals) count nothing.
 */
export function pointsDistributedBy(change: EventData<'wallet.balance.changed'>): number {
  if (change.delta > 0) return DISTRIBUTING_REASONS.has(change.reason) ? change.delta : 0;
  return change.delta < 0 && change.reason === 'admin_adjustment' ? change.delta : 0;
}

/**
 * Cents paid out by one withdrawal update: its amount once it is completed, since 100 points are $1
 * for every method (design section 7), so a point is a cent. Any other status pays nothing.
 */
export function centsPaidOutBy(update: EventData<'wallet.withdrawal.updated'>): number {
  return update.status === 'completed' && update.amount > 0 ? update.amount : 0;
}

/** Sums shard rows into one total per counter (a counter without rows is 0). */
export function sumShards(rows: readonly { name: string; value: bigint | number }[]): Record<CounterName, number> {
  const totals = Object.fromEntries(Object.values(COUNTERS).map((name) => [name, 0])) as Record<CounterName, number>;
  for (const row of rows) if (Object.hasOwn(totals, row.name)) totals[row.name as CounterName] += Number(row.value);
  return totals;
}
