import { databaseClients, requireDatabase, type Infrastructure, type RawSql } from '@app/platform';
import { PrismaClient } from './generated/client.js';

export type ChatDatabase = PrismaClient;

/**
 * The chat service's own Prisma client (its tables live in the `chat` schema), and plain SQL on the same
 * connections for the per-bet feed insert.
 */
export function createChatDatabase(infra: Infrastructure): { db: ChatDatabase; sql: RawSql } {
  const { adapter, sql } = databaseClients(requireDatabase(infra));
  return { db: new PrismaClient({ adapter }), sql };
}

/** The transaction client Prisma hands to `$transaction(async (tx) => ...)`. */
export type ChatTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
