import type { RawSql } from '@app/platform';
import { PLAYERS } from './tables.js';

/**
 * The players projection (see schema.prisma, model Player). Every writer upserts, so events may arrive
 * in any order; the auth flags carry the time of the event they came from and an older event never
 * overwrites a newer one.
 */

export interface RegisteredPlayer {
  userId: string;
  referredBy: string | null;
  isAdmin: boolean;
  registeredAt: Date;
  /** occurredAt of the registration event */
  factsAt: Date;
}

export async function upsertRegisteredPlayer(sql: RawSql, player: RegisteredPlayer): Promise<void> {
  await sql.$executeRawUnsafe(
    `INSERT INTO ${PLAYERS} AS p ("userId", "referredBy", "isAdmin", "registeredAt", "factsAt")
     VALUES ($1::text, $2::text, $3::boolean, $4::timestamptz, $5::timestamptz)
     ON CONFLICT ("userId") DO UPDATE SET
       "referredBy" = EXCLUDED."referredBy",
       "registeredAt" = EXCLUDED."registeredAt",
       "isAdmin" = CASE WHEN p."factsAt" IS NULL OR p."factsAt" <= EXCLUDED."factsAt" THEN EXCLUDED."isAdmin" ELSE p."isAdmin" END,
       "factsAt" = GREATEST(p."factsAt", EXCLUDED."factsAt")`,
    player.userId,
    player.userId === player.referredBy ? null : player.referredBy,
    player.isAdmin,
    player.registeredAt,
    player.factsAt,
  );
}

export interface PlayerFacts {
  userId: string;
  isAdmin: boolean;
  isBanned: boolean;
  emailVerified: boolean;
  factsAt: Date;
}

/** auth.user.updated: the flags as of the event, unless a newer event already set them. */
export async function applyPlayerFacts(sql: RawSql, facts: PlayerFacts): Promise<void> {
  await sql.$executeRawUnsafe(
    `INSERT INTO ${PLAYERS} AS p ("userId", "isAdmin", "isBanned", "emailVerified", "factsAt")
     VALUES ($1::text, $2::boolean, $3::boolean, $4::boolean, $5::timestamptz)
     ON CONFLICT ("userId") DO UPDATE SET
       "isAdmin" = EXCLUDED."isAdmin", "isBanned" = EXCLUDED."isBanned", "emailVerified" = EXCLUDED."emailVerified",
       "factsAt" = EXCLUDED."factsAt"
     WHERE p."factsAt" IS NULL OR p."factsAt" <= EXCLUDED."factsAt"`,
    facts.userId,
    facts.isAdmin,
    facts.isBanned,
    facts.emailVerified,
    facts.factsAt,
  );
}

/** The referrer who earns from this player's offers, if any. */
export async function findReferrer(sql: RawSql, userId: string): Promise<string | null> {
  const rows = await sql.$queryRawUnsafe<{ referredBy: string | null }[]>(`SELECT "referredBy" FROM ${PLAYERS} WHERE "userId" = $1::text`, userId);
  return rows[0]?.referredBy ?? null;
}
