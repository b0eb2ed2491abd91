import type { WalletPrisma } from './client.js';

type TransactionClient = Parameters<Parameters<WalletPrisma['$transaction']>[0]>[0];
export type WalletTransaction = TransactionClient;

/**
 * An interactive transaction with room for queueing: a burst of requests for one player waits on that
 * player's row lock, and several of them on the pool, longer than Prisma's 2 s default allows. Nothing
 * inside ever waits on the network or another service (PGlite holds the whole database meanwhile).
 */
export function inTransaction<T>(prisma: WalletPrisma, work: (tx: WalletTransaction) => Promise<T>): Promise<T> {
  return prisma.$transaction(work, { maxWait: 15_000, timeout: 20_000 });
}
