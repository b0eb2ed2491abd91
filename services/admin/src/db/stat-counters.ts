import { sumShards, type CounterName } from '../domain/stat-counters.js';
import type { AdminPrisma } from './client.js';

/** Adds `amount` to one shard of a counter (creating the shard row on first use). */
/** Adds `amount` to one shard of a counter, as an effect for platform `claimInboxWith` (once per event). */
export function counterIncrement(name: CounterName, shard: number, amount: number) {
  return {
    statements: [
      `INSERT INTO "admin"."stat_counters" ("name", "shard", "value") SELECT $1, $2::int, $3::bigint FROM claimed
       ON CONFLICT ("name", "shard") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value"`,
    ],
    params: [name, shard, amount],
  };
}

/** Every counter's total: the sum of its shards. */
export async function readCounters(prisma: AdminPrisma): Promise<Record<CounterName, number>> {
  const rows = await prisma.$queryRaw<{ name: string; value: bigint }[]>`
    SELECT "name", SUM("value")::bigint AS "value" FROM "admin"."stat_counters" GROUP BY "name"`;
  return sumShards(rows);
}
