import { resendEvents, type Outbox, type RawSql, type ResendKind, type ResendReport, type ResendSelection } from '@app/platform';
import type { WalletPrisma } from '../db/client.js';
import type { LedgerEntry } from '../db/generated/client.js';

export const BALANCE_CHANGES: ResendKind<'wallet.balance.changed'> = { type: 'wallet.balance.changed', plural: 'balance changes', idField: 'entry', idNoun: 'a ledger entry id' };

/**
 * Sends `wallet.balance.changed` again for the selected ledger entries, under the id each was first
 * announced with (kept on the entry as `eventId`), so that only the consumers that never handled it apply
 * it. This is the repair for a restore of the database taken while balance changes were on their way
 * (docs/operations.md, "Backups and restores"): the daily challenges of an offer's credit, admin's count of
 * points distributed and the player's notice of a credit, a chargeback or an admin's adjustment. The event
 * is rebuilt from the entry, which holds everything it said. A time selects only entries that had such an
 * event (an instant bet's are announced by games.bet.settled); an entry named by id that had none is listed.
 */
export function resendBalanceChanges(deps: { prisma: WalletPrisma; sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  return resendEvents<'wallet.balance.changed', LedgerEntry>(
    deps,
    BALANCE_CHANGES,
    {
      page: ({ since, ids }, after, take) =>
        deps.prisma.ledgerEntry.findMany({
          where: { OR: [...(since ? [{ createdAt: { gte: since }, eventId: { not: null } }] : []), ...(ids.length ? [{ id: { in: ids } }] : [])] },
          orderBy: [{ createdAt: 'asc' }, { seq: 'asc' }],
          take,
          ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
        }),
      describe: (entry) => ({ id: entry.id, label: `${entry.id} (${entry.type} ${entry.amount > 0 ? '+' : ''}${entry.amount} for ${entry.userId})`, eventId: entry.eventId, at: entry.createdAt }),
      events: async (entries) =>
        entries.map((entry) => ({
          userId: entry.userId,
          operationId: entry.operationId,
          reason: entry.type,
          delta: entry.amount,
          balance: entry.balanceAfter,
          description: entry.description,
          occurredAt: entry.createdAt.toISOString(),
        })),
    },
    selection,
    options,
  );
}
