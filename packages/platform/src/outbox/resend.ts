import type { EventData, EventType } from '@app/contracts';
import { z } from 'zod';
import { EVENT_STREAM_MAX_AGE_MS } from '../bus/nats-event-stream.js';
import type { RawSql } from '../db/raw-sql.js';
import { AppError } from '../errors.js';
import type { Outbox } from './outbox.js';

/**
 * How far back an event may be sent again. What makes a re-sent event a no-op for a consumer that handled
 * it is that consumer's inbox row, and inbox rows are pruned a day after the stream's own max age
 * (INBOX_KEPT_MS): past this, a consumer might apply it a second time (admin would count it twice).
 */
export const RESEND_WINDOW_MS = EVENT_STREAM_MAX_AGE_MS;

export interface ResendSelection {
  /** everything that happened at or after this moment */
  since?: Date | undefined;
  /** these records (the restore runbook's queries find them) */
  ids?: readonly string[] | undefined;
}

/** Each list holds labels ("id (what it is)"), so that an operator can act on what the tool did not do. */
export interface ResendReport {
  /** events written to the outbox again; the service's relay publishes them within a couple of seconds */
  resent: string[];
  /** the first event is still in the outbox, unpublished: it reaches every consumer anyway */
  stillQueued: string[];
  /** records from before their event ids were kept: a repeat under a new id would be counted twice, so none is sent */
  withoutEventId: string[];
  /** older than RESEND_WINDOW_MS */
  tooOld: string[];
  /** ids of the selection that match no record */
  unknown: string[];
}

/** What one tool sends again, in the words its refusals use. */
export interface ResendKind<T extends EventType> {
  type: T;
  /** "registrations", "settled rounds" */
  plural: string;
  /** the name of the option and field that takes ids ("user") */
  idField: string;
  /** what such an id is ("a user id") */
  idNoun: string;
  /** why a time before the window is refused (default: the consumers may count an older one twice) */
  windowReason?: string;
}

/** A record of the selection, as the report names it and as the outbox sends it again. */
export interface ResendRecord {
  id: string;
  label: string;
  /** the id its event was first published under; null for a record from before such ids were kept */
  eventId: string | null;
  /** when it happened (what the window and `since` are about) */
  at: Date;
}

export interface ResendSource<T extends EventType, Row> {
  /** the next page of the selection, in a stable order, after the row given (none: the first page) */
  page(where: { since: Date | undefined; ids: string[] }, after: Row | undefined, take: number): Promise<Row[]>;
  describe(row: Row): ResendRecord;
  /** the events of a page's rows that will be sent, as they are now, in the same order */
  events(rows: Row[]): Promise<EventData<T>[]>;
}

/** Refuses a selection that names nothing, a time that is no date or lies past the window, an id of the wrong shape. */
export function checkResendSelection(kind: ResendKind<EventType>, selection: ResendSelection, now: Date): { since: Date | undefined; ids: string[]; oldest: Date } {
  const ids = z.array(z.guid({ error: (issue) => `"${String(issue.input)}" is not ${kind.idNoun} (a UUID)` })).safeParse(selection.ids ?? []);
  if (!ids.success) throw new AppError('VALIDATION_FAILED', ids.error.issues[0]!.message, kind.idField);
  const { since } = selection;
  if (!since && ids.data.length === 0) throw new AppError('VALIDATION_FAILED', `Say which ${kind.plural} to send again: a time (--since) or ids (--${kind.idField}).`);
  const oldest = new Date(now.getTime() - RESEND_WINDOW_MS);
  if (since && Number.isNaN(since.getTime())) throw new AppError('VALIDATION_FAILED', `The time to send ${kind.plural} again from is not a date.`, 'since');
  if (since && since < oldest) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${capitalized(kind.plural)} can be sent again for ${RESEND_WINDOW_MS / 86_400_000} days (since ${oldest.toISOString()}): ${kind.windowReason ?? 'older ones may be counted twice, since the consumers no longer remember handling them'}.`,
      'since',
    );
  }
  return { since, ids: ids.data, oldest };
}

/**
 * Sends the selection's events again, each under the id it was first published with, so that only the
 * consumers that never handled it apply it: the repair for a restore of the database taken while events
 * were on their way (docs/operations.md, "Backups and restores"). A page at a time, since a blanket
 * `since` after a restore of a busy site may select many thousands.
 */
export async function resendEvents<T extends EventType, Row>(
  deps: { sql: RawSql; outbox: Outbox },
  kind: ResendKind<T>,
  source: ResendSource<T, Row>,
  selection: ResendSelection,
  options: { now?: Date; pageSize?: number } = {},
): Promise<ResendReport> {
  const { now = new Date(), pageSize = 500 } = options;
  const { since, ids, oldest } = checkResendSelection(kind, selection, now);
  const report: ResendReport = { resent: [], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] };
  const found = new Set<string>();
  for (let after: Row | undefined; ; ) {
    const rows = await source.page({ since, ids }, after, pageSize);
    const sendable: { row: Row; record: ResendRecord & { eventId: string } }[] = [];
    for (const row of rows) {
      const record = source.describe(row);
      found.add(record.id);
      if (record.eventId === null) report.withoutEventId.push(record.label);
      else if (record.at < oldest) report.tooOld.push(record.label);
      else sendable.push({ row, record: { ...record, eventId: record.eventId } });
    }
    if (sendable.length > 0) {
      const data = await source.events(sendable.map((s) => s.row));
      const written = await deps.outbox.appendEachAgain(deps.sql, kind.type, sendable.map((s, i) => ({ id: s.record.eventId, data: data[i]! })));
      for (const { record } of sendable) (written.has(record.eventId) ? report.resent : report.stillQueued).push(record.label);
    }
    if (rows.length < pageSize) break;
    after = rows.at(-1);
  }
  report.unknown = [...new Set(ids.filter((id) => !found.has(id)))];
  return report;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
