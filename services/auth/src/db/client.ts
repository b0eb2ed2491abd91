import { databaseClients, requireDatabase, type Infrastructure, type RawSql } from '@app/platform';
import { PrismaClient, type Prisma } from './generated/client.js';

export type AuthPrisma = InstanceType<typeof PrismaClient>;
/** The client inside an interactive transaction. */
export type AuthTx = Prisma.TransactionClient;

/** The Prisma client, and plain SQL on the same connections for the session check every request needs. */
export function createAuthDb(infra: Infrastructure): { prisma: AuthPrisma; sql: RawSql } {
  const { adapter, sql } = databaseClients(requireDatabase(infra));
  return { prisma: new PrismaClient({ adapter }), sql };
}
