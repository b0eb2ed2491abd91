import type { RawSql } from '@app/platform';
import { PAYOUT_LEASES } from './tables.js';

/**
 * One purchase at a time per payout account, across every replica: a lease row per account. Taking it
 * succeeds when nobody holds it or the holder's lease ran out (a crashed replica); the holder renews
 * it before each purchase and deletes it when done.
 */
export async function takeLease(sql: RawSql, account: string, holder: string, ms: number): Promise<boolean> {
  const rows = await sql.$queryRawUnsafe<unknown[]>(
    `INSERT INTO ${PAYOUT_LEASES} AS l ("account", "holder", "expiresAt") VALUES ($1::text, $2::text, now() + ($3::int * interval '1 millisecond'))
     ON CONFLICT ("account") DO UPDATE SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt" WHERE l."expiresAt" < now()
     RETURNING 1`,
    account,
    holder,
    ms,
  );
  return rows.length === 1;
}

/** Extends the lease; false when it is no longer ours (it ran out and another holder took it). */
export async function renewLease(sql: RawSql, account: string, holder: string, ms: number): Promise<boolean> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${PAYOUT_LEASES} SET "expiresAt" = now() + ($3::int * interval '1 millisecond') WHERE "account" = $1::text AND "holder" = $2::text`,
    account,
    holder,
    ms,
  );
  return updated === 1;
}

export async function releaseLease(sql: RawSql, account: string, holder: string): Promise<void> {
  await sql.$executeRawUnsafe(`DELETE FROM ${PAYOUT_LEASES} WHERE "account" = $1::text AND "holder" = $2::text`, account, holder);
}
