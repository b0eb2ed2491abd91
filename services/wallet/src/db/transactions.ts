import type { Transaction } from '@app/contracts';
import { transactionKind } from '../domain/entry-types.js';
import type { WalletPrisma } from './client.js';

export interface TransactionsPage {
  /** how many entries at most */
  limit: number;
  /** only entries older than this ledger `seq` (the previous page's last cursor); none: the newest */
  before?: bigint;
}

/**
 * One page of the user's ledger, newest first, in `seq` order: every write of a user's entries first
 * locks that user's account row and holds it to the commit, so a user's entries are numbered in the
 * order they commit. An entry that arrives while the player pages back therefore has a higher `seq`
 * than every page already read, and `seq < before` never repeats or skips one. Within one bet the
 * win (written after the stake) stays above the stake.
 */
export async function listTransactions(prisma: WalletPrisma, userId: string, page: TransactionsPage): Promise<Transaction[]> {
  const rows = await prisma.ledgerEntry.findMany({
    where: { userId, ...(page.before === undefined ? {} : { seq: { lt: page.before } }) },
    orderBy: { seq: 'desc' },
    take: page.limit,
    select: { id: true, seq: true, type: true, description: true, amount: true, gameType: true, createdAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: transactionKind(row.type, row.amount),
    description: row.description,
    amount: row.amount,
    gameType: row.gameType,
    createdAt: row.createdAt.toISOString(),
    cursor: row.seq.toString(),
  }));
}
