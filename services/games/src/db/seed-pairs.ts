import { randomUUID } from 'node:crypto';
import type { RawSql } from '@app/platform';
import { hashServerSeed, newClientSeed, newServerSeed } from '../domain/fairness/seeds.js';
import type { GamesDb, GamesTx } from './client.js';
import type { SeedPair } from './generated/client.js';

export interface ReservedPair {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** the nonce this round uses (the pair's counter has already moved past it) */
  nonce: number;
}

function newPair(userId: string, clientSeed: string = newClientSeed()) {
  const serverSeed = newServerSeed();
  return { id: randomUUID(), userId, activeUserId: userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
}

/** Creates the player's first pair unless one is active (a concurrent creation loses quietly on the unique key). */
export async function createPairIfMissing(db: GamesDb | GamesTx, userId: string): Promise<void> {
  await db.seedPair.createMany({ data: [newPair(userId)], skipDuplicates: true });
}

export async function findActivePair(db: GamesDb | GamesTx, userId: string): Promise<SeedPair | null> {
  return db.seedPair.findUnique({ where: { activeUserId: userId } });
}

export async function activePair(db: GamesDb, userId: string): Promise<SeedPair> {
  const found = await findActivePair(db, userId);
  if (found) return found;
  await createPairIfMissing(db, userId);
  return (await findActivePair(db, userId))!;
}

/**
 * Takes the next nonce of the player's active pair: one UPDATE that locks only this player's pair row until
 * the transaction ends, so concurrent rounds of one player get distinct nonces and other players never wait.
 * null when the player has no active pair (first round, or a rotation committed meanwhile).
 */
export async function reserveNonce(tx: RawSql, userId: string): Promise<ReservedPair | null> {
  const rows = await tx.$queryRawUnsafe<ReservedPair[]>(
    `UPDATE "games"."seed_pairs" SET "nonce" = "nonce" + 1 WHERE "activeUserId" = $1
     RETURNING "id", "serverSeed", "serverSeedHash", "clientSeed", "nonce" - 1 AS "nonce"`,
    userId,
  );
  const row = rows[0];
  return row ? { ...row, nonce: Number(row.nonce) } : null;
}

/** Retires the active pair (revealing its server seed) and makes a new one current; null when none is active. */
export async function retireActivePair(tx: GamesTx, userId: string, now: Date): Promise<SeedPair | null> {
  const rows = await tx.$queryRawUnsafe<SeedPair[]>(
    `UPDATE "games"."seed_pairs" SET "activeUserId" = NULL, "revealedAt" = $2 WHERE "activeUserId" = $1 RETURNING *`,
    userId,
    now,
  );
  return rows[0] ?? null;
}

export async function insertActivePair(tx: GamesTx, userId: string, clientSeed: string | undefined): Promise<SeedPair> {
  return tx.seedPair.create({ data: newPair(userId, clientSeed) });
}
