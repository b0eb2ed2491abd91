import type { RawSql } from '@app/platform';
import { ACCOUNTS, OFFER_COMPLETIONS } from './tables.js';

/** Locks the player's account row for the rest of the transaction; false when there is no account. */
export async function lockAccount(sql: RawSql, userId: string): Promise<boolean> {
  const rows = await sql.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${ACCOUNTS} WHERE "userId" = $1::text FOR UPDATE`, userId);
  return rows.length === 1;
}

export interface NewCompletion {
  network: string;
  transactionId: string;
  userId: string;
  offerId: string | null;
  payout: string;
  points: number;
  status: 'credited' | 'reversed';
  /** the postback's parameters without its proof (postbackRecord): kept as the conversion's, or as its chargeback's when that came first */
  sent: Record<string, string>;
}

/**
 * Records a conversion; null when (network, transactionId) is already recorded (a replayed postback).
 * A concurrent insert of the same key waits for the other transaction and then finds it.
 */
export async function insertCompletion(sql: RawSql, c: NewCompletion): Promise<string | null> {
  const rows = await sql.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO ${OFFER_COMPLETIONS} ("network", "transactionId", "userId", "offerId", "payout", "points", "status", "reversedAt", "offerwallData", "reversalData")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::int, $7::text, CASE WHEN $7::text = 'reversed' THEN now() END,
             CASE WHEN $7::text = 'credited' THEN $8::jsonb END, CASE WHEN $7::text = 'reversed' THEN $8::jsonb END)
     ON CONFLICT ("network", "transactionId") DO NOTHING
     RETURNING "id"::text AS "id"`,
    c.network,
    c.transactionId,
    c.userId,
    c.offerId,
    c.payout,
    c.points,
    c.status,
    JSON.stringify(c.sent),
  );
  return rows[0]?.id ?? null;
}

export async function recordReferralPayment(sql: RawSql, completionId: string, referrerId: string, share: number, bonus: number): Promise<void> {
  await sql.$executeRawUnsafe(
    `UPDATE ${OFFER_COMPLETIONS} SET "referrerId" = $2::text, "referralShare" = $3::int, "referralBonus" = $4::int WHERE "id" = $1::uuid`,
    completionId,
    referrerId,
    share,
    bonus,
  );
}

/**
 * The friend's earliest credited (not reversed) conversion that earned points, other than
 * `exceptCompletionId`, or null: while one stands, the friend has completed a first offer. Read with the
 * friend's account row locked (lockAccount), so no other postback of the friend can credit or reverse
 * one meanwhile.
 */
export async function otherCreditedOffer(sql: RawSql, friendId: string, exceptCompletionId: string): Promise<string | null> {
  const rows = await sql.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id"::text AS "id" FROM ${OFFER_COMPLETIONS}
      WHERE "userId" = $1::text AND "status" = 'credited' AND "points" > 0 AND "id" <> $2::uuid
      ORDER BY "createdAt", "id"
      LIMIT 1`,
    friendId,
    exceptCompletionId,
  );
  return rows[0]?.id ?? null;
}

export async function hasOtherCreditedOffer(sql: RawSql, friendId: string, exceptCompletionId: string): Promise<boolean> {
  return (await otherCreditedOffer(sql, friendId, exceptCompletionId)) !== null;
}

/**
 * The first-offer bonus paid on a conversion being reversed now stands on another of the friend's
 * conversions: no points move, the record of which conversion carries it does (so that reversing that
 * one takes it back).
 */
export async function moveReferralBonus(sql: RawSql, fromCompletionId: string, toCompletionId: string, referrerId: string, bonus: number): Promise<void> {
  await sql.$executeRawUnsafe(
    `UPDATE ${OFFER_COMPLETIONS}
        SET "referrerId" = CASE WHEN "id" = $2::uuid THEN $3::text ELSE "referrerId" END,
            "referralBonus" = CASE WHEN "id" = $2::uuid THEN "referralBonus" + $4::int ELSE 0 END
      WHERE "id" IN ($1::uuid, $2::uuid)`,
    fromCompletionId,
    toCompletionId,
    referrerId,
    bonus,
  );
}

export interface CompletionRow {
  id: string;
  userId: string;
  points: number;
  status: 'credited' | 'reversed';
  offerId: string | null;
  referrerId: string | null;
  referralShare: number;
  referralBonus: number;
}

export async function lockCompletion(sql: RawSql, network: string, transactionId: string): Promise<CompletionRow | null> {
  const rows = await sql.$queryRawUnsafe<CompletionRow[]>(
    `SELECT "id"::text AS "id", "userId", "points", "status", "offerId", "referrerId", "referralShare", "referralBonus"
       FROM ${OFFER_COMPLETIONS} WHERE "network" = $1::text AND "transactionId" = $2::text FOR UPDATE`,
    network,
    transactionId,
  );
  return rows[0] ?? null;
}

/** credited → reversed, once. */
export async function markReversed(sql: RawSql, completionId: string, sent: Record<string, string>): Promise<boolean> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${OFFER_COMPLETIONS} SET "status" = 'reversed', "reversedAt" = now(), "reversalData" = $2::jsonb WHERE "id" = $1::uuid AND "status" = 'credited'`,
    completionId,
    JSON.stringify(sent),
  );
  return updated === 1;
}
