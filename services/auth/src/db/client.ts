import { prismaAdapter, requireDatabase, type Infrastructure } from '@app/platform';
import { PrismaClient, type Prisma } from './generated/client.js';

export type AuthPrisma = InstanceType<typeof PrismaClient>;
/** The client inside an interactive transaction. */
export type AuthTx = Prisma.TransactionClient;

export function createAuthPrisma(infra: Infrastructure): AuthPrisma {
  return new PrismaClient({ adapter: prismaAdapter(requireDatabase(infra)) });
}
