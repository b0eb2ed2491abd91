import type { Transaction } from '@app/contracts';
import { transactionKind } from '../domain/entry-types.js';
import type { WalletPrisma } from './client.js';

/** The user's latest ledger entries, newest first; the entries of one bet keep their order (win above stake). */
export async function listTransactions(prisma: WalletPrisma, userId: string, limit: number): Promise<Transaction[]> {
  const rows = await prisma.ledgerEntry.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { seq: 'desc' }],
    take: limit,
    select: { id: true, type: true, description: true, amount: true, gameType: true, createdAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: transactionKind(row.type, row.amount),
    description: row.description,
    amount: row.amount,
    gameType: row.gameType,
    createdAt: row.createdAt.toISOString(),
  }));
}
