import { FIRST_RETRY_AFTER_SECONDS, retryDelaySeconds } from '../domain/admin-actions.js';
import type { Prisma } from './generated/client.js';
import type { AdminPrisma } from './client.js';

export interface PendingActionRecord {
  id: string;
  adminId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetUserId: string | null;
  details: Prisma.InputJsonObject;
  ipAddress: string | null;
  command: string;
  commandPayload: Prisma.InputJsonObject;
}

/**
 * Writes the action 'pending' with the command that carries it out, before the command is sent: if the
 * process dies before the answer, the retry pass finds it and re-sends it with the same key. False when
 * an action with this id exists already (a repeated request key).
 */
export async function insertPendingAction(prisma: AdminPrisma, record: PendingActionRecord): Promise<boolean> {
  const inserted = await prisma.$executeRaw`
    INSERT INTO "admin"."admin_actions"
      ("id", "adminId", "action", "targetType", "targetId", "targetUserId", "details", "ipAddress",
       "status", "command", "commandPayload", "attempts", "nextAttemptAt")
    VALUES (${record.id}::uuid, ${record.adminId}, ${record.action}, ${record.targetType}, ${record.targetId}, ${record.targetUserId},
       ${JSON.stringify(record.details)}::jsonb, ${record.ipAddress}, 'pending', ${record.command}, ${JSON.stringify(record.commandPayload)}::jsonb,
       1, now() + make_interval(secs => ${FIRST_RETRY_AFTER_SECONDS}))
    ON CONFLICT ("id") DO NOTHING`;
  return inserted === 1;
}

/** What a repeated request key finds: the first action, to tell a replay from a key reused for another action. */
export async function findAction(prisma: AdminPrisma, id: string) {
  return prisma.adminAction.findUnique({
    where: { id },
    select: { action: true, targetType: true, targetId: true, command: true, commandPayload: true, status: true, errorCode: true, error: true },
  });
}

/** What the answer tells the audit log: the user affected, and details of what was done (added to the request's). */
export interface ActionOutcome {
  targetUserId: string | null;
  details: Record<string, string | number>;
}

/** Marks a pending action done with the answer; false when it was settled already (another attempt won). */
export async function markActionDone(prisma: AdminPrisma, id: string, result: unknown, outcome: ActionOutcome): Promise<boolean> {
  // One statement, so that the details are merged into what is stored and the pending check holds.
  const count = await prisma.$executeRaw`
    UPDATE "admin"."admin_actions"
       SET "status" = 'done',
           "result" = ${JSON.stringify(result ?? null)}::jsonb,
           "completedAt" = now(),
           "nextAttemptAt" = NULL,
           "targetUserId" = COALESCE(${outcome.targetUserId}::text, "targetUserId"),
           "details" = COALESCE("details", '{}'::jsonb) || ${JSON.stringify(outcome.details)}::jsonb
     WHERE "id" = ${id}::uuid AND "status" = 'pending'`;
  return count === 1;
}

/**
 * Removes a pending action the owner answered had changed nothing (an address blocked already), so the
 * log holds no entry for it. Only while no retry pass has claimed it (attempts 1): a re-send may have
 * been answered for an earlier send that did change something. False when it was not removed.
 */
export async function discardUnchangedAction(prisma: AdminPrisma, id: string): Promise<boolean> {
  const { count } = await prisma.adminAction.deleteMany({ where: { id, status: 'pending', attempts: 1 } });
  return count === 1;
}

/** Marks a pending action failed with the other service's refusal. */
export async function markActionFailed(prisma: AdminPrisma, id: string, refusal: { code: string; message: string }): Promise<boolean> {
  const { count } = await prisma.adminAction.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'failed', error: refusal.message, errorCode: refusal.code, result: { code: refusal.code, message: refusal.message }, completedAt: new Date(), nextAttemptAt: null },
  });
  return count === 1;
}

export interface DueAction {
  id: string;
  command: string;
  commandPayload: unknown;
}

/**
 * Claims up to `limit` pending actions whose next attempt is due, pushing their next attempt back
 * (backing off) in the same statement: replicas running this at once claim different rows, and a
 * replica that dies mid-attempt leaves its rows to be claimed again later.
 */
export async function claimDueActions(prisma: AdminPrisma, limit: number): Promise<DueAction[]> {
  // retryDelaySeconds in SQL: 10 × 2^min(max(attempts, 1), 5), at most the cap.
  const cap = retryDelaySeconds(Number.MAX_SAFE_INTEGER);
  return prisma.$queryRaw<DueAction[]>`
    UPDATE "admin"."admin_actions" AS a
       SET "attempts" = a."attempts" + 1,
           "nextAttemptAt" = now() + make_interval(secs => LEAST(${cap}, 10 * power(2, LEAST(GREATEST(a."attempts", 1), 5))))
     WHERE a."id" IN (
       SELECT "id" FROM "admin"."admin_actions"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
        ORDER BY "nextAttemptAt"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING a."id", a."command", a."commandPayload"`;
}
