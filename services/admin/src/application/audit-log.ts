import type { AdminActionStatus, AdminActionView, GetAdminActionsResponse } from '@app/contracts';
import type { Bus } from '@app/platform';
import { listAdminActions, type AdminActionFilter, type ListedAdminAction } from '../db/audit-log.js';
import type { AdminPrisma } from '../db/client.js';

/** The names of the page's admins and affected users are looked up; each lookup is given this long, then shown as unknown. */
const USERNAME_TIMEOUT_MS = 2000;

/** GET /api/admin/actions: a page of the audit log with the names of the acting admins and of the users affected. */
export async function auditLogPage(
  prisma: AdminPrisma,
  bus: Bus,
  query: AdminActionFilter & { page: number; pageSize: number },
): Promise<GetAdminActionsResponse> {
  const { rows, total } = await listAdminActions(prisma, query, query);
  const userIds = new Set(rows.flatMap((r) => (r.targetUserId ? [r.adminId, r.targetUserId] : [r.adminId])));
  const names = await usernamesOf(bus, userIds);
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  return { actions: rows.map((row) => toView(row, nameOf(row.adminId), nameOf(row.targetUserId))), total, page: query.page, pageSize: query.pageSize };
}

async function usernamesOf(bus: Bus, userIds: Set<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...userIds].map(async (userId) => {
      const user = await bus.request('auth.v1.user.get', { userId }, { timeoutMs: USERNAME_TIMEOUT_MS }).catch(() => null);
      if (user) names.set(userId, user.username);
    }),
  );
  return names;
}

function toView(row: ListedAdminAction, adminUsername: string | null, targetUsername: string | null): AdminActionView {
  return {
    id: row.id,
    adminId: row.adminId,
    adminUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetUserId: row.targetUserId,
    targetUsername,
    details: row.details !== null && typeof row.details === 'object' && !Array.isArray(row.details) ? (row.details as Record<string, unknown>) : null,
    ipAddress: row.ipAddress,
    status: row.status as AdminActionStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    // A local action is done the moment it is written.
    completedAt: (row.completedAt ?? (row.status === 'pending' ? null : row.createdAt))?.toISOString() ?? null,
  };
}
