import type { PayoutMode, WithdrawalMethod, WithdrawalStatus } from '@app/contracts';
import type { RawSql } from '@app/platform';
import { ACCOUNTS, WITHDRAWALS } from './tables.js';

export type { PayoutMode };

export interface WithdrawalRow {
  id: string;
  userId: string;
  username: string | null;
  method: WithdrawalMethod;
  amount: number;
  usdCents: number;
  status: WithdrawalStatus;
  payoutMode: PayoutMode;
  paymentDetails: string | null;
  details: Record<string, unknown> | null;
  adminNotes: string | null;
  paymentReference: string | null;
  errorMessage: string | null;
  reviewOperationId: string | null;
  reviewHash: string | null;
  settleOperationId: string | null;
  settleHash: string | null;
  purchaseAttempts: number;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
  /** the id of the event that announced the current status, and when (null: a status from before they were kept) */
  statusEventId: string | null;
  statusChangedAt: Date | null;
}

const COLUMNS = `w."id"::text AS "id", w."userId", (SELECT a."username" FROM ${ACCOUNTS} a WHERE a."userId" = w."userId") AS "username",
  w."method", w."amount", w."usdCents", w."status", w."payoutMode", w."paymentDetails", w."details", w."adminNotes",
  w."paymentReference", w."errorMessage", w."reviewOperationId", w."reviewHash", w."settleOperationId", w."settleHash", w."purchaseAttempts", w."createdAt", w."updatedAt",
  w."processedAt", w."statusEventId"::text AS "statusEventId", w."statusChangedAt"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a withdrawal (and must not reach a ::uuid cast). */
export function isWithdrawalId(id: string): boolean {
  return UUID.test(id);
}

/** The player's spendable points and debt, with the account row locked: a player's withdrawal requests queue here. */
export async function lockAccountFunds(sql: RawSql, userId: string): Promise<{ points: number; debt: number } | null> {
  const rows = await sql.$queryRawUnsafe<{ points: number; debt: number }[]>(
    `SELECT "points", "debt" FROM ${ACCOUNTS} WHERE "userId" = $1::text FOR UPDATE`,
    userId,
  );
  return rows[0] ?? null;
}

/** What the player owes from a reversed offer now (0 without an account); a plain read, no lock. */
export async function accountDebt(sql: RawSql, userId: string): Promise<number> {
  const rows = await sql.$queryRawUnsafe<{ debt: number }[]>(`SELECT "debt" FROM ${ACCOUNTS} WHERE "userId" = $1::text`, userId);
  return rows[0]?.debt ?? 0;
}

/** How many of the player's withdrawals are pending, and the points of today's that count against the daily limit. */
export async function withdrawalActivity(sql: RawSql, userId: string, todayStart: Date, countedStatuses: readonly WithdrawalStatus[]) {
  const rows = await sql.$queryRawUnsafe<{ pendingCount: number; withdrawnToday: number }[]>(
    `SELECT count(*) FILTER (WHERE "status" = 'pending')::int AS "pendingCount",
            COALESCE(SUM("amount") FILTER (WHERE "createdAt" >= $2::timestamptz AND "status" = ANY($3::text[])), 0)::int AS "withdrawnToday"
       FROM ${WITHDRAWALS} WHERE "userId" = $1::text`,
    userId,
    todayStart,
    countedStatuses,
  );
  return rows[0] ?? { pendingCount: 0, withdrawnToday: 0 };
}

export interface NewWithdrawal {
  id: string;
  userId: string;
  method: WithdrawalMethod;
  amount: number;
  usdCents: number;
  payoutMode: PayoutMode;
  paymentDetails: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string;
  userAgent: string;
  /** the id its wallet.withdrawal.updated (pending) goes out under */
  statusEventId: string;
}

export async function insertWithdrawal(sql: RawSql, w: NewWithdrawal): Promise<WithdrawalRow> {
  await sql.$executeRawUnsafe(
    `INSERT INTO ${WITHDRAWALS} ("id", "userId", "method", "amount", "usdCents", "payoutMode", "paymentDetails", "details", "ipAddress", "userAgent", "statusEventId", "statusChangedAt")
     VALUES ($1::uuid, $2::text, $3::text, $4::int, $5::int, $6::text, $7::text, $8::jsonb, $9::text, $10::text, $11::uuid, now())`,
    w.id,
    w.userId,
    w.method,
    w.amount,
    w.usdCents,
    w.payoutMode,
    w.paymentDetails,
    w.details === null ? null : JSON.stringify(w.details),
    w.ipAddress,
    w.userAgent,
    w.statusEventId,
  );
  return (await findWithdrawal(sql, w.id))!;
}

export async function findWithdrawal(sql: RawSql, id: string): Promise<WithdrawalRow | null> {
  if (!isWithdrawalId(id)) return null;
  const rows = await sql.$queryRawUnsafe<WithdrawalRow[]>(`SELECT ${COLUMNS} FROM ${WITHDRAWALS} w WHERE w."id" = $1::uuid`, id);
  return rows[0] ?? null;
}

/** The withdrawal with its row locked until the transaction ends: decisions on one withdrawal queue here. */
export async function lockWithdrawal(sql: RawSql, id: string): Promise<WithdrawalRow | null> {
  if (!isWithdrawalId(id)) return null;
  const rows = await sql.$queryRawUnsafe<WithdrawalRow[]>(`SELECT ${COLUMNS} FROM ${WITHDRAWALS} w WHERE w."id" = $1::uuid FOR UPDATE OF w`, id);
  return rows[0] ?? null;
}

export interface StatusChange {
  adminNotes?: string | null;
  paymentReference?: string | null;
  errorMessage?: string | null;
  reviewOperationId?: string;
  reviewHash?: string;
  reviewedBy?: string;
  settleOperationId?: string;
  settleHash?: string;
  settledBy?: string;
  /** stamps processedAt (a decision or the end of the payout) */
  processed: boolean;
}

/**
 * Moves the withdrawal to `to` only from one of `from`; null when it was in another status. `eventId` is the
 * id the caller's wallet.withdrawal.updated of the new status goes out under, which the row keeps.
 */
export async function changeWithdrawalStatus(
  sql: RawSql,
  id: string,
  from: readonly WithdrawalStatus[],
  to: WithdrawalStatus,
  change: StatusChange,
  eventId: string,
): Promise<WithdrawalRow | null> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${WITHDRAWALS} SET "status" = $3::text,
            "adminNotes" = COALESCE($4::text, "adminNotes"),
            "paymentReference" = COALESCE($5::text, "paymentReference"),
            "errorMessage" = COALESCE($6::text, "errorMessage"),
            "reviewOperationId" = COALESCE($7::text, "reviewOperationId"),
            "reviewHash" = COALESCE($8::text, "reviewHash"),
            "reviewedBy" = COALESCE($9::text, "reviewedBy"),
            "processedAt" = CASE WHEN $10::boolean THEN now() ELSE "processedAt" END,
            "settleOperationId" = COALESCE($11::text, "settleOperationId"),
            "settleHash" = COALESCE($12::text, "settleHash"),
            "settledBy" = COALESCE($13::text, "settledBy"),
            "statusEventId" = $14::uuid, "statusChangedAt" = now(),
            "updatedAt" = now()
      WHERE "id" = $1::uuid AND "status" = ANY($2::text[])`,
    id,
    from,
    to,
    change.adminNotes ?? null,
    change.paymentReference ?? null,
    change.errorMessage ?? null,
    change.reviewOperationId ?? null,
    change.reviewHash ?? null,
    change.reviewedBy ?? null,
    change.processed,
    change.settleOperationId ?? null,
    change.settleHash ?? null,
    change.settledBy ?? null,
    eventId,
  );
  return updated === 1 ? findWithdrawal(sql, id) : null;
}

/** A completed withdrawal's points join the player's Total Withdrawn (which counts paid-out points only). */
export async function addToTotalWithdrawn(sql: RawSql, userId: string, points: number): Promise<void> {
  await sql.$executeRawUnsafe(`UPDATE ${ACCOUNTS} SET "totalWithdrawn" = "totalWithdrawn" + $2::int, "updatedAt" = now() WHERE "userId" = $1::text`, userId, points);
}

/** A pending automatic withdrawal handed to the admins (the payout account was removed meanwhile). */
export async function handToAdmins(sql: RawSql, id: string): Promise<void> {
  await sql.$executeRawUnsafe(
    `UPDATE ${WITHDRAWALS} SET "payoutMode" = 'admin', "updatedAt" = now() WHERE "id" = $1::uuid AND "status" = 'pending' AND "payoutMode" = 'automatic'`,
    id,
  );
}

/** Committed before a purchase request leaves, so that a crash or timeout after it is reconciled, never bought twice. */
export async function countPurchaseAttempt(sql: RawSql, id: string): Promise<number> {
  const rows = await sql.$queryRawUnsafe<{ purchaseAttempts: number }[]>(
    `UPDATE ${WITHDRAWALS} SET "purchaseAttempts" = "purchaseAttempts" + 1, "updatedAt" = now() WHERE "id" = $1::uuid RETURNING "purchaseAttempts"`,
    id,
  );
  return rows[0]?.purchaseAttempts ?? 0;
}

/** Which of the player's withdrawals a history lists: its methods, and the page's filters (null: any). */
export interface UserWithdrawalFilter {
  /** the history's methods (a cursor must be one of them) */
  methods: readonly WithdrawalMethod[];
  method: WithdrawalMethod | null;
  statuses: readonly WithdrawalStatus[] | null;
  /** lower case, found in the id or the payment reference */
  needle: string | null;
}

/**
 * One page of the player's withdrawals the filter keeps, newest first; `before` (the id of one of the
 * history's) continues after that row; null when `before` is not one of them. The order is total and as
 * the player sees it: the time to the millisecond (what the answer carries), then the id, so that
 * withdrawals of the same millisecond are neither repeated nor skipped between two pages, and the browser,
 * merging the two histories, sorts them the same way.
 */
export async function listUserWithdrawals(sql: RawSql, userId: string, filter: UserWithdrawalFilter, before: string | null, limit: number): Promise<WithdrawalRow[] | null> {
  if (before !== null && !(await isUserWithdrawal(sql, userId, filter.methods, before))) return null;
  return sql.$queryRawUnsafe<WithdrawalRow[]>(
    `SELECT ${COLUMNS} FROM ${WITHDRAWALS} w
      WHERE w."userId" = $1::text AND w."method" = ANY($2::text[])
        AND ($3::text IS NULL OR w."method" = $3::text)
        AND ($4::text[] IS NULL OR w."status" = ANY($4::text[]))
        AND ($5::text IS NULL OR strpos(lower(w."id"::text), $5::text) > 0 OR strpos(lower(COALESCE(w."paymentReference", '')), $5::text) > 0)
        AND ($6::uuid IS NULL OR (date_trunc('milliseconds', w."createdAt"), w."id") <
             (SELECT date_trunc('milliseconds', c."createdAt"), c."id" FROM ${WITHDRAWALS} c WHERE c."id" = $6::uuid))
      ORDER BY date_trunc('milliseconds', w."createdAt") DESC, w."id" DESC LIMIT $7::int`,
    userId,
    filter.methods,
    filter.method,
    filter.statuses,
    filter.needle,
    before,
    limit,
  );
}

/** Whether `id` names one of the player's withdrawals of these methods (a cursor of another history does not). */
async function isUserWithdrawal(sql: RawSql, userId: string, methods: readonly WithdrawalMethod[], id: string): Promise<boolean> {
  if (!isWithdrawalId(id)) return false;
  const rows = await sql.$queryRawUnsafe<{ id: string }[]>(
    `SELECT w."id"::text AS "id" FROM ${WITHDRAWALS} w WHERE w."id" = $3::uuid AND w."userId" = $1::text AND w."method" = ANY($2::text[])`,
    userId,
    methods,
    id,
  );
  return rows.length > 0;
}

/** The player's withdrawals of every method counted and summed by status (the summary cards, not a page). */
export async function userWithdrawalTotals(sql: RawSql, userId: string): Promise<{ status: WithdrawalStatus; count: number; points: number }[]> {
  const rows = await sql.$queryRawUnsafe<{ status: WithdrawalStatus; count: number; points: string }[]>(
    `SELECT w."status", COUNT(*)::int AS "count", COALESCE(SUM(w."amount"), 0)::text AS "points"
      FROM ${WITHDRAWALS} w WHERE w."userId" = $1::text GROUP BY w."status"`,
    userId,
  );
  // the sum as text: a bigint would come back as a BigInt; points are whole numbers far below 2^53
  return rows.map((r) => ({ status: r.status, count: r.count, points: Number(r.points) }));
}

export interface WithdrawalFilter {
  status: WithdrawalStatus | null;
  payoutMode: PayoutMode | null;
}

const MATCHES_FILTER = `($1::text IS NULL OR w."status" = $1::text) AND ($2::text IS NULL OR w."payoutMode" = $2::text)`;

export async function listAllWithdrawals(sql: RawSql, filter: WithdrawalFilter, offset: number, limit: number): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const rows = await sql.$queryRawUnsafe<WithdrawalRow[]>(
    `SELECT ${COLUMNS} FROM ${WITHDRAWALS} w WHERE ${MATCHES_FILTER}
      ORDER BY w."createdAt" DESC, w."id" DESC OFFSET $3::int LIMIT $4::int`,
    filter.status,
    filter.payoutMode,
    offset,
    limit,
  );
  const [count] = await sql.$queryRawUnsafe<{ total: number }[]>(
    `SELECT count(*)::int AS "total" FROM ${WITHDRAWALS} w WHERE ${MATCHES_FILTER}`,
    filter.status,
    filter.payoutMode,
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * The withdrawals waiting for an admin, in one scan: `pending` for a decision, `awaitingPayment` approved
 * ones an admin pays by hand (payout mode admin) and has not marked paid or failed yet.
 */
export async function countPendingWithdrawals(sql: RawSql): Promise<{ pending: number; awaitingPayment: number }> {
  const [row] = await sql.$queryRawUnsafe<{ pending: number; awaitingPayment: number }[]>(
    `SELECT count(*) FILTER (WHERE "status" = 'pending')::int AS "pending",
            count(*) FILTER (WHERE "status" = 'approved' AND "payoutMode" = 'admin')::int AS "awaitingPayment"
       FROM ${WITHDRAWALS} WHERE "status" IN ('pending', 'approved')`,
  );
  return { pending: row?.pending ?? 0, awaitingPayment: row?.awaitingPayment ?? 0 };
}

/**
 * Automatic withdrawals not finished and untouched for `idleMs`: left by a crash, a timeout or a busy
 * payout account. Those of players who owe points from a reversed offer are left out: they wait, without
 * taking a place in the batch, until the balance covers the debt (the payout checks it again anyway).
 */
export async function unfinishedAutomaticWithdrawals(sql: RawSql, idleMs: number, limit: number): Promise<string[]> {
  const rows = await sql.$queryRawUnsafe<{ id: string }[]>(
    `SELECT w."id"::text AS "id" FROM ${WITHDRAWALS} w
      WHERE w."payoutMode" = 'automatic' AND w."status" IN ('pending', 'approved') AND w."updatedAt" < now() - ($1::int * interval '1 millisecond')
        AND NOT EXISTS (SELECT 1 FROM ${ACCOUNTS} a WHERE a."userId" = w."userId" AND a."debt" > 0)
      ORDER BY w."createdAt" LIMIT $2::int`,
    idleMs,
    limit,
  );
  return rows.map((r) => r.id);
}

/**
 * The withdrawals whose status changed at or after `since`, or named in `ids`, after the one given in
 * (updatedAt, id) order: the pages of resend-withdrawal-updates.
 */
export async function withdrawalsChangedPage(sql: RawSql, where: { since: Date | undefined; ids: string[] }, after: WithdrawalRow | undefined, take: number): Promise<WithdrawalRow[]> {
  return sql.$queryRawUnsafe<WithdrawalRow[]>(
    `SELECT ${COLUMNS} FROM ${WITHDRAWALS} w
      WHERE (w."updatedAt" >= $1::timestamptz OR w."id" = ANY($2::uuid[]))
        AND ($3::timestamptz IS NULL OR (w."updatedAt", w."id") > ($3::timestamptz, $4::uuid))
      ORDER BY w."updatedAt", w."id" LIMIT $5::int`,
    where.since ?? null,
    where.ids,
    after?.updatedAt ?? null,
    after?.id ?? null,
    take,
  );
}
