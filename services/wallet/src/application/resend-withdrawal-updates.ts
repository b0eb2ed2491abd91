import { resendEvents, type Outbox, type RawSql, type ResendKind, type ResendReport, type ResendSelection } from '@app/platform';
import { withdrawalsChangedPage, type WithdrawalRow } from '../db/withdrawals.js';
import { withdrawalUpdatedEvent } from '../domain/withdrawal-views.js';

export const WITHDRAWAL_UPDATES: ResendKind<'wallet.withdrawal.updated'> = { type: 'wallet.withdrawal.updated', plural: 'withdrawal updates', idField: 'withdrawal', idNoun: 'a withdrawal id' };

/**
 * Sends `wallet.withdrawal.updated` of each selected withdrawal's current status again, under the id it was
 * first announced with (kept on the row as `statusEventId`), so that only the consumers that never handled
 * it apply it. This is the repair for a restore of the database taken while such events were on their way
 * (docs/operations.md, "Backups and restores"): admin's count of paid out, and the player's notice of the
 * status. Only the current status is sent: an earlier status lost too (two changes of one withdrawal
 * within the moments before the backup) stays lost.
 */
export function resendWithdrawalUpdates(deps: { sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  return resendEvents<'wallet.withdrawal.updated', WithdrawalRow>(
    deps,
    WITHDRAWAL_UPDATES,
    {
      page: (where, after, take) => withdrawalsChangedPage(deps.sql, where, after, take),
      describe: (w) => ({ id: w.id, label: `${w.id} (${w.status}, ${w.amount} points by ${w.method} for ${w.username ?? w.userId})`, eventId: w.statusEventId, at: w.statusChangedAt ?? w.updatedAt }),
      events: async (rows) => rows.map(withdrawalUpdatedEvent),
    },
    selection,
    options,
  );
}
