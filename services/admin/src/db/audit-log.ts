import type { AdminActionStatus } from '@app/contracts';
import { actionNameFilter } from '../domain/admin-actions.js';
import type { Prisma } from './generated/client.js';
import type { AdminPrisma, AdminTx } from './client.js';

export interface AdminActionRecord {
  adminId: string;
  /** dotted verb: 'setting.updated', 'installer.completed', 'challenge.updated', ... */
  action: string;
  /** what it acted on ('setting', 'challenge', 'user', ...) and its id */
  targetType?: string | null;
  targetId?: string | null;
  /** the user affected, when there is one */
  targetUserId?: string | null;
  details: Prisma.InputJsonObject;
  ipAddress?: string | null;
}

/** Appends a local action (status done) to the audit log; always inside the transaction of its effect. */
export async function recordAdminAction(tx: AdminTx, record: AdminActionRecord): Promise<void> {
  await tx.adminAction.create({
    data: {
      adminId: record.adminId,
      action: record.action,
      targetType: record.targetType ?? null,
      targetId: record.targetId ?? null,
      targetUserId: record.targetUserId ?? null,
      details: record.details,
      ipAddress: record.ipAddress ?? null,
    },
  });
}

export interface AdminActionFilter {
  action?: string | undefined;
  /** a target id or an affected user id */
  target?: string | undefined;
  status?: AdminActionStatus | undefined;
}

const listedColumns = {
  id: true,
  adminId: true,
  action: true,
  targetType: true,
  targetId: true,
  targetUserId: true,
  details: true,
  ipAddress: true,
  status: true,
  error: true,
  createdAt: true,
  completedAt: true,
} as const;

export type ListedAdminAction = Prisma.AdminActionGetPayload<{ select: typeof listedColumns }>;

/** One page of the audit log, newest first, and how many entries match in all. */
export async function listAdminActions(
  prisma: AdminPrisma,
  filter: AdminActionFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ListedAdminAction[]; total: number }> {
  const conditions: Prisma.AdminActionWhereInput[] = [];
  if (filter.action) {
    const { exact, prefix } = actionNameFilter(filter.action);
    conditions.push({ OR: [{ action: exact }, { action: { startsWith: prefix } }] });
  }
  if (filter.target) conditions.push({ OR: [{ targetId: filter.target }, { targetUserId: filter.target }] });
  if (filter.status) conditions.push({ status: filter.status });
  const where: Prisma.AdminActionWhereInput = conditions.length ? { AND: conditions } : {};
  const [rows, total] = await Promise.all([
    prisma.adminAction.findMany({ where, select: listedColumns, orderBy: { seq: 'desc' }, skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
    prisma.adminAction.count({ where }),
  ]);
  return { rows, total };
}
