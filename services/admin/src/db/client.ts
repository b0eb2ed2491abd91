import { databaseClients, type DatabaseHandle, type RawSql } from '@app/platform';
import { PrismaClient, type Prisma } from './generated/client.js';

export type AdminPrisma = PrismaClient;
/** The client inside an interactive transaction. */
export type AdminTx = Prisma.TransactionClient;

/** The Prisma client, and plain SQL on the same connections for the per-event counters. */
export function createAdminDatabase(db: DatabaseHandle): { prisma: AdminPrisma; sql: RawSql } {
  const { adapter, sql } = databaseClients(db);
  return { prisma: new PrismaClient({ adapter }), sql };
}

export function createAdminPrisma(db: DatabaseHandle): AdminPrisma {
  return createAdminDatabase(db).prisma;
}
