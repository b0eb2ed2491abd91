import { sumShards, type CounterName } from '../domain/stat-counters.js';
import type { AdminPrisma } from './client.js';

/**
 * Adds the amounts of the events this consumer had not counted yet to one shard of a counter (creating
 * the shard row on first use), as an effect for platform `claimInboxBatchWith`.
 */
export function counterIncrement(name: CounterName, shard: number, eventIds: readonly string[], amounts: readonly number[]) {
  return {
    statements: [
      `INSERT INTO "admin"."stat_counters" ("name", "shard", "value")
       SELECT $1, $2::int, SUM(e.amount)::bigint
         FROM unnest($3::uuid[], $4::bigint[]) AS e(id, amount) JOIN claimed c ON c."eventId" = e.id
       HAVING count(*) > 0
       ON CONFLICT ("name", "shard") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value"`,
    ],
    params: [name, shard, eventIds, amounts],
  };
}

/** Every counter's total: the sum of its shards. */
export async function readCounters(prisma: AdminPrisma): Promise<Record<CounterName, number>> {
  const rows = await prisma.$queryRaw<{ name: string; value: bigint }[]>`
    SELECT "name", SUM("value")::bigint AS "value" FROM "admin"."stat_counters" GROUP BY "name"`;
  return sumShards(rows);
}
