import { AppError, EVENT_STREAM_MAX_AGE_MS, type Outbox, type RawSql } from '@app/platform';
import { z } from 'zod';
import { registeredEventData } from '../db/accounts.js';
import type { AuthPrisma } from '../db/client.js';

/**
 * How far back a registration may be sent again. What makes a re-sent event a no-op for a consumer that
 * handled it is that consumer's inbox row, and inbox rows are pruned a day after the stream's own max age
 * (platform INBOX_KEPT_MS): past this, a consumer might apply it a second time (admin would count the
 * player twice).
 */
export const RESEND_WINDOW_MS = EVENT_STREAM_MAX_AGE_MS;

export interface ResendSelection {
  /** every account registered at or after this moment */
  since?: Date;
  /** these accounts (the restore runbook's query finds them) */
  userIds?: readonly string[];
}

/** Each list holds "id (username)" labels, so that an operator can act on what the tool did not do. */
export interface ResendReport {
  /** registrations written to auth's outbox again; its relay publishes them within a couple of seconds */
  resent: string[];
  /** the first event is still in the outbox, unpublished: it reaches every consumer anyway */
  stillQueued: string[];
  /** accounts made before registration event ids were kept: a repeat under a new id would be counted twice, so none is sent */
  withoutEventId: string[];
  /** registered longer ago than RESEND_WINDOW_MS */
  tooOld: string[];
  /** ids of the selection that match no account */
  unknown: string[];
}

const ZUserIds = z.array(z.guid({ error: (issue) => `"${String(issue.input)}" is not a user id (a UUID)` }));

/**
 * Sends `auth.user.registered` again for the selected accounts, under the id each was first announced with,
 * so that only the consumers that never handled it apply it. This is the repair for a restore of the
 * database taken while registrations were on their way (docs/operations.md, "Backups and restores"): such a
 * player has an account in auth but none in the wallet, and no signup bonus. The event says what the
 * account is now (its name, its admin flag), as an `auth.user.updated` would; consumers order facts by the
 * event's time, so an older fact never overwrites a newer one.
 */
export async function resendRegistrations(deps: { prisma: AuthPrisma; sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  const { now = new Date(), pageSize = 500 } = options;
  const userIds = ZUserIds.safeParse(selection.userIds ?? []);
  if (!userIds.success) throw new AppError('VALIDATION_FAILED', userIds.error.issues[0]!.message, 'user');
  if (!selection.since && userIds.data.length === 0) throw new AppError('VALIDATION_FAILED', 'Say which registrations to send again: a time (--since) or user ids (--user).');
  const oldest = new Date(now.getTime() - RESEND_WINDOW_MS);
  if (selection.since && Number.isNaN(selection.since.getTime())) throw new AppError('VALIDATION_FAILED', 'The time to send registrations again from is not a date.', 'since');
  if (selection.since && selection.since < oldest) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Registrations can be sent again for ${RESEND_WINDOW_MS / 86_400_000} days (since ${oldest.toISOString()}): older ones may be counted twice, since the consumers no longer remember handling them.`,
      'since',
    );
  }

  const where = { OR: [...(selection.since ? [{ createdAt: { gte: selection.since } }] : []), ...(userIds.data.length ? [{ id: { in: userIds.data } }] : [])] };
  const report: ResendReport = { resent: [], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] };
  const found = new Set<string>();
  // a page at a time: a blanket --since after a restore of a busy site may select many thousands
  for (let after: string | undefined; ; ) {
    const users = await deps.prisma.user.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: pageSize, ...(after ? { cursor: { id: after }, skip: 1 } : {}) });
    for (const user of users) {
      found.add(user.id);
      const label = `${user.id} (${user.username})`;
      if (!user.registrationEventId) report.withoutEventId.push(label);
      else if (user.createdAt < oldest) report.tooOld.push(label);
      else if (await deps.outbox.appendAgain(deps.sql, 'auth.user.registered', registeredEventData(user), user.registrationEventId)) report.resent.push(label);
      else report.stillQueued.push(label);
    }
    if (users.length < pageSize) break;
    after = users.at(-1)!.id;
  }
  report.unknown = [...new Set(userIds.data.filter((id) => !found.has(id)))];
  return report;
}
