import type { LeaderboardUser, RecentTransaction, UserGameStats } from '@app/contracts';
import type { RawSql } from '@app/platform';
import { levelSql } from '../domain/levels.js';
import { ACCOUNTS, LEDGER, PLAYERS } from './tables.js';

/** Banned players are left out of every ranking; a player without a projection row is not banned. */
const NOT_BANNED = `NOT COALESCE(p."isBanned", false)`;
/** When a player registered, the leaderboard's tie-break (the projection's, else the account's). */
const REGISTERED_AT = `COALESCE(p."registeredAt", a."createdAt")`;

interface LeaderboardRow {
  id: string;
  username: string;
  points: number;
  totalEarned: number;
  gamesPlayed: number;
  level: number;
  createdAt: Date;
  isAdmin: boolean;
}

/**
 * The top players by balance, ties to who registered first. It reads every account (no index on
 * points: that would slow every bet), so callers cache the answer briefly.
 */
export async function topPlayers(sql: RawSql, limit: number): Promise<{ users: LeaderboardUser[]; totalUsers: number }> {
  const rows = await sql.$queryRawUnsafe<LeaderboardRow[]>(
    `SELECT a."userId" AS "id", a."username", a."points" - a."debt" AS "points", a."totalEarned",
            COALESCE(p."gamesPlayed", 0) AS "gamesPlayed", ${levelSql('COALESCE(p."totalWagered", 0)')} AS "level",
            ${REGISTERED_AT} AS "createdAt",
            COALESCE(p."isAdmin", false) AS "isAdmin"
       FROM ${ACCOUNTS} a LEFT JOIN ${PLAYERS} p ON p."userId" = a."userId"
      WHERE ${NOT_BANNED}
      ORDER BY a."points" - a."debt" DESC, ${REGISTERED_AT} ASC, a."userId" ASC
      LIMIT $1::int`,
    limit,
  );
  const [count] = await sql.$queryRawUnsafe<{ total: number }[]>(
    `SELECT count(*)::int AS "total" FROM ${ACCOUNTS} a LEFT JOIN ${PLAYERS} p ON p."userId" = a."userId" WHERE ${NOT_BANNED}`,
  );
  return {
    users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    totalUsers: count?.total ?? 0,
  };
}

/**
 * The player's place in the leaderboard's order (more points first, ties to who registered first, then
 * by id): 1 + the players (not banned) listed before them, so a tied player is told the rank the board
 * shows them at. null for a banned player or one without an account.
 */
export async function rankOf(sql: RawSql, userId: string): Promise<number | null> {
  const rows = await sql.$queryRawUnsafe<{ rank: number | null }[]>(
    `WITH me AS (
       SELECT a."points" - a."debt" AS "balance", ${REGISTERED_AT} AS "registeredAt", a."userId",
              COALESCE(p."isBanned", false) AS "banned"
         FROM ${ACCOUNTS} a LEFT JOIN ${PLAYERS} p ON p."userId" = a."userId" WHERE a."userId" = $1::text
     )
     SELECT CASE WHEN me."banned" THEN NULL ELSE 1 + (
              SELECT count(*)::int FROM ${ACCOUNTS} a LEFT JOIN ${PLAYERS} p ON p."userId" = a."userId"
               WHERE ${NOT_BANNED}
                 AND (a."points" - a."debt" > me."balance"
                      OR (a."points" - a."debt" = me."balance" AND (${REGISTERED_AT}, a."userId") < (me."registeredAt", me."userId")))) END AS "rank"
       FROM me`,
    userId,
  );
  return rows[0]?.rank ?? null;
}

export async function gameStatsOf(sql: RawSql, userId: string): Promise<UserGameStats> {
  const rows = await sql.$queryRawUnsafe<{ gamesPlayed: number; totalWagered: bigint; totalWon: bigint }[]>(
    `SELECT "gamesPlayed", "totalWagered", "totalWon" FROM ${PLAYERS} WHERE "userId" = $1::text`,
    userId,
  );
  const row = rows[0];
  const totalWagered = Number(row?.totalWagered ?? 0);
  const totalWon = Number(row?.totalWon ?? 0);
  return { gamesPlayed: row?.gamesPlayed ?? 0, totalWagered, totalWon, netProfit: totalWon - totalWagered };
}

export async function recentTransactions(sql: RawSql, userId: string, limit: number): Promise<RecentTransaction[]> {
  const rows = await sql.$queryRawUnsafe<{ id: string; type: string; description: string; amount: number; createdAt: Date }[]>(
    `SELECT "id"::text AS "id", "type", "description", "amount", "createdAt" FROM ${LEDGER}
      WHERE "userId" = $1::text ORDER BY "seq" DESC LIMIT $2::int`,
    userId,
    limit,
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function balanceOf(sql: RawSql, userId: string): Promise<number> {
  const rows = await sql.$queryRawUnsafe<{ balance: number }[]>(`SELECT "points" - "debt" AS "balance" FROM ${ACCOUNTS} WHERE "userId" = $1::text`, userId);
  return rows[0]?.balance ?? 0;
}
