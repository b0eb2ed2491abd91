import type { GamesDb, GamesTx } from './client.js';

/** Upserts a username unless a newer event already set it (events may be redelivered out of order). */
export async function upsertPlayer(tx: GamesTx, userId: string, username: string, sourceAt: Date): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "games"."players" ("userId", "username", "sourceAt") VALUES ($1, $2, $3)
     ON CONFLICT ("userId") DO UPDATE SET "username" = EXCLUDED."username", "sourceAt" = EXCLUDED."sourceAt"
     WHERE "players"."sourceAt" <= EXCLUDED."sourceAt"`,
    userId,
    username,
    sourceAt,
  );
}

export async function usernamesOf(db: GamesDb, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.player.findMany({ where: { userId: { in: userIds } }, select: { userId: true, username: true } });
  return new Map(rows.map((r) => [r.userId, r.username]));
}
