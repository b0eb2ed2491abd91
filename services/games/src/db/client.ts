import { databaseClients, requireDatabase, type Infrastructure, type RawSql } from '@app/platform';
import { PrismaClient, type Prisma } from './generated/client.js';

export type GamesDb = PrismaClient;
/** The client inside an interactive transaction. */
export type GamesTx = Prisma.TransactionClient;

/** The Prisma client, and plain SQL on the same connections for the bet path's hot statements. */
export function createGamesDb(infra: Infrastructure): { db: GamesDb; sql: RawSql } {
  const { adapter, sql } = databaseClients(requireDatabase(infra));
  return { db: new PrismaClient({ adapter }), sql };
}

/**
 * Limits of every interactive transaction: each is a few short statements, but under a burst they queue
 * for a pool connection (or, embedded, for the one PGlite connection) longer than Prisma's 2 s default.
 */
export const TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;
