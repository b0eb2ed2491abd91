import type { PotSplit } from '../domain/rain.js';
import type { ChatDatabase, ChatTransaction } from './client.js';

type Db = ChatDatabase | ChatTransaction;

/**
 * A rain's life: `open` (openSlot = true; players join until endsAt) → `settling` (closed, share fixed;
 * shares are being paid by the replica holding the lease) → `settled` (every share paid).
 * All times are the database's clock, so replicas with skewed clocks agree on when a rain ends.
 */
export interface RainRow {
  id: string;
  amount: number;
  durationMs: number;
  message: string;
  startedBy: string;
  status: 'open' | 'settling' | 'settled';
  endsAt: Date;
  /** the database's clock when the row was read */
  dbNow: Date;
}

export interface NewRain {
  id: string;
  operationId: string | null;
  amount: number;
  durationMs: number;
  message: string;
  startedBy: string;
}

/**
 * Opens a rain unless one is open already: the unique index on openSlot refuses a second `true`, and
 * ON CONFLICT turns that into "nothing inserted" (null) instead of an aborted transaction. A reused
 * operationId also inserts nothing.
 */
export async function insertOpenRain(tx: Db, rain: NewRain): Promise<RainRow | null> {
  const rows = await tx.$queryRaw<RainRow[]>`
    INSERT INTO "chat"."rains" ("id", "operationId", "amount", "durationMs", "message", "startedBy", "status", "openSlot", "endsAt")
    VALUES (${rain.id}::uuid, ${rain.operationId}, ${rain.amount}, ${rain.durationMs}, ${rain.message}, ${rain.startedBy}, 'open', true,
            now() + ${rain.durationMs}::int * interval '1 millisecond')
    ON CONFLICT DO NOTHING
    RETURNING "id", "amount", "durationMs", "message", "startedBy", "status", "endsAt", now() AS "dbNow"`;
  return rows[0] ?? null;
}

export async function findRainByOperationId(db: Db, operationId: string): Promise<RainRow | null> {
  const rows = await db.$queryRaw<RainRow[]>`
    SELECT "id", "amount", "durationMs", "message", "startedBy", "status", "endsAt", now() AS "dbNow"
    FROM "chat"."rains" WHERE "operationId" = ${operationId}`;
  return rows[0] ?? null;
}

/** The rain open to joins right now, if any. */
export async function findJoinableRain(db: Db): Promise<RainRow | null> {
  const rows = await db.$queryRaw<RainRow[]>`
    SELECT "id", "amount", "durationMs", "message", "startedBy", "status", "endsAt", now() AS "dbNow"
    FROM "chat"."rains" WHERE "openSlot" = true AND "status" = 'open' AND "endsAt" > now()`;
  return rows[0] ?? null;
}

export async function countParticipants(db: Db, rainId: string): Promise<number> {
  return db.rainParticipant.count({ where: { rainId } });
}

export async function hasJoined(db: Db, rainId: string, userId: string): Promise<boolean> {
  return (await db.rainParticipant.count({ where: { rainId, userId } })) > 0;
}

/**
 * Adds the user to the open rain. The FOR SHARE lock on the rain row makes a join and the close of the
 * rain (which takes FOR UPDATE) wait for each other: a join either commits before the close counts the
 * participants, or sees the rain closed. Returns null when no rain is open.
 */
export async function joinOpenRain(db: ChatDatabase, userId: string, username: string): Promise<{ rainId: string; alreadyJoined: boolean } | null> {
  return db.$transaction(async (tx) => {
    const open = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "chat"."rains" WHERE "openSlot" = true AND "status" = 'open' AND "endsAt" > now() FOR SHARE`;
    const rainId = open[0]?.id;
    if (!rainId) return null;
    const { count } = await tx.rainParticipant.createMany({ data: [{ rainId, userId, username }], skipDuplicates: true });
    return { rainId, alreadyJoined: count === 0 };
  });
}

export interface ClosedRain {
  rainId: string;
  amount: number;
  participants: number;
  share: number;
}

/**
 * Ends the rain if it is open and its window is over, fixing the participants and the share, and gives
 * this replica the lease to pay. The conditional lock-then-update means only one replica closes a rain;
 * the others get null. The participants are counted after the lock, so every committed join is counted.
 */
export async function closeRain(db: ChatDatabase, rainId: string, settlerId: string, leaseMs: number, split: (amount: number, participants: number) => PotSplit): Promise<ClosedRain | null> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ amount: number }[]>`
      SELECT "amount" FROM "chat"."rains" WHERE "id" = ${rainId}::uuid AND "status" = 'open' AND "endsAt" <= now() FOR UPDATE`;
    const amount = locked[0]?.amount;
    if (amount === undefined) return null;
    const participants = await tx.rainParticipant.count({ where: { rainId } });
    const { share } = split(amount, participants);
    await tx.$executeRaw`
      UPDATE "chat"."rains"
      SET "status" = 'settling', "openSlot" = NULL, "endedAt" = now(), "participantCount" = ${participants}, "share" = ${share},
          "settlerId" = ${settlerId}, "settlerLeaseUntil" = now() + ${leaseMs}::int * interval '1 millisecond'
      WHERE "id" = ${rainId}::uuid`;
    return { rainId, amount, participants, share };
  });
}

/** Rains whose window is over but that nobody closed (the starting replica stopped or crashed). */
export async function overdueOpenRainIds(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "chat"."rains" WHERE "status" = 'open' AND "endsAt" <= now()`;
  return rows.map((r) => r.id);
}

/** Closed rains with unpaid shares whose settler's lease has run out (or was released). */
export async function abandonedSettlementIds(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "chat"."rains" WHERE "status" = 'settling' AND ("settlerLeaseUntil" IS NULL OR "settlerLeaseUntil" < now())`;
  return rows.map((r) => r.id);
}

export interface SettlementClaim {
  amount: number;
  share: number;
  participants: number;
}

/**
 * Takes (or renews) the lease to pay a closed rain's shares: granted when this replica holds it or
 * nobody does any more. Null when another live replica is paying it or the rain is settled.
 */
export async function claimSettlement(db: Db, rainId: string, settlerId: string, leaseMs: number): Promise<SettlementClaim | null> {
  const rows = await db.$queryRaw<SettlementClaim[]>`
    UPDATE "chat"."rains" SET "settlerId" = ${settlerId}, "settlerLeaseUntil" = now() + ${leaseMs}::int * interval '1 millisecond'
    WHERE "id" = ${rainId}::uuid AND "status" = 'settling'
      AND ("settlerId" = ${settlerId} OR "settlerLeaseUntil" IS NULL OR "settlerLeaseUntil" < now())
    RETURNING "amount", "share", "participantCount" AS "participants"`;
  return rows[0] ?? null;
}

/** Gives up this replica's leases (on stop), so another replica resumes the payments at once. */
export async function releaseSettlements(db: Db, settlerId: string): Promise<void> {
  await db.$executeRaw`UPDATE "chat"."rains" SET "settlerLeaseUntil" = NULL WHERE "settlerId" = ${settlerId} AND "status" = 'settling'`;
}

export async function unpaidParticipants(db: Db, rainId: string): Promise<{ userId: string; username: string }[]> {
  return db.rainParticipant.findMany({ where: { rainId, paidAt: null }, select: { userId: true, username: true }, orderBy: { joinedAt: 'asc' } });
}

/** Records a share as paid; false when it was recorded already (by this or another replica). */
export async function markSharePaid(tx: Db, rainId: string, userId: string, amount: number): Promise<boolean> {
  const { count } = await tx.rainParticipant.updateMany({ where: { rainId, userId, paidAt: null }, data: { paidAt: new Date(), paidAmount: amount } });
  return count === 1;
}

/** Marks the rain settled once no share is unpaid; null when it is not (yet) or another replica did it. */
export async function finishRain(tx: Db, rainId: string): Promise<ClosedRain | null> {
  const rows = await tx.$queryRaw<{ amount: number; participants: number; share: number }[]>`
    UPDATE "chat"."rains" SET "status" = 'settled', "settledAt" = now(), "settlerLeaseUntil" = NULL
    WHERE "id" = ${rainId}::uuid AND "status" = 'settling'
      AND NOT EXISTS (SELECT 1 FROM "chat"."rain_participants" p WHERE p."rainId" = ${rainId}::uuid AND p."paidAt" IS NULL)
    RETURNING "amount", "participantCount" AS "participants", "share"`;
  const row = rows[0];
  return row ? { rainId, ...row } : null;
}

/** Whether the automatic rain ran within the last `minutes`. */
export async function startedWithin(db: Db, startedBy: string, minutes: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "chat"."rains" WHERE "startedBy" = ${startedBy} AND "startedAt" > now() - ${minutes}::int * interval '1 minute' LIMIT 1`;
  return rows.length > 0;
}
