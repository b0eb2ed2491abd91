import { databaseClients, type DatabaseHandle, type RawSql } from '@app/platform';
import { PrismaClient } from './generated/client.js';

export type WalletPrisma = PrismaClient;

/** The Prisma client, and plain SQL on the same connections for the single-statement money paths. */
export function createWalletDatabase(db: DatabaseHandle): { prisma: WalletPrisma; sql: RawSql } {
  const { adapter, sql } = databaseClients(db);
  return { prisma: new PrismaClient({ adapter }), sql };
}
