import { randomUUID } from 'node:crypto';
import type { AuthPrisma } from './client.js';
import type { BlockedIp } from './generated/client.js';
import { isUniqueViolation } from '@app/platform';

export async function isIpBlocked(db: AuthPrisma, ip: string): Promise<boolean> {
  return (await db.blockedIp.findUnique({ where: { ipAddress: ip }, select: { id: true } })) !== null;
}

/** Blocks an address once: a second block (or a concurrent one) finds the first entry. */
export async function insertBlockedIp(db: AuthPrisma, ipAddress: string, reason: string | null): Promise<{ row: BlockedIp; created: boolean }> {
  const existing = await db.blockedIp.findUnique({ where: { ipAddress } });
  if (existing) return { row: existing, created: false };
  try {
    return { row: await db.blockedIp.create({ data: { id: randomUUID(), ipAddress, reason } }), created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { row: await db.blockedIp.findUniqueOrThrow({ where: { ipAddress } }), created: false };
  }
}

export async function deleteBlockedIp(db: AuthPrisma, ipAddress: string): Promise<boolean> {
  const { count } = await db.blockedIp.deleteMany({ where: { ipAddress } });
  return count > 0;
}

export async function listBlockedIps(db: AuthPrisma, page: { skip: number; take: number }): Promise<{ rows: BlockedIp[]; total: number }> {
  const [rows, total] = await Promise.all([db.blockedIp.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...page }), db.blockedIp.count()]);
  return { rows, total };
}
