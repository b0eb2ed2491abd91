import { z } from 'zod';

/**
 * An admin action's state: `done` (its effect happened), `failed` (refused; nothing happened) or
 * `pending` (sent to another service whose answer has not come back: it is retried with the same
 * idempotency key until it is done or refused).
 */
export const ZAdminActionStatus = z.enum(['done', 'pending', 'failed']);
export type AdminActionStatus = z.infer<typeof ZAdminActionStatus>;

/** One entry of the audit log: who did what to what, from where, when, and how it ended. */
export const ZAdminActionView = z.object({
  id: z.string(),
  adminId: z.string(),
  /** null when the auth service did not answer in time */
  adminUsername: z.string().nullable(),
  /** dotted verb: 'setting.updated', 'user.banned', 'withdrawal.rejected', ... */
  action: z.string(),
  /** what it acted on: 'user', 'withdrawal', 'challenge', 'setting', 'ip', 'rain' */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** the user affected, when there is one */
  targetUserId: z.string().nullable(),
  /** that user's name; null when there is none or the auth service did not answer in time */
  targetUsername: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  status: ZAdminActionStatus,
  /** why a failed action was refused */
  error: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601; null while pending */
  completedAt: z.string().nullable(),
});
export type AdminActionView = z.infer<typeof ZAdminActionView>;
