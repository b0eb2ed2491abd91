import type { BlockedIp, CommandRequest, CommandResponse, UserListEntry } from '@app/contracts';
import type { AuthDeps } from '../deps.js';
import { deleteBlockedIp, insertBlockedIp, listBlockedIps } from '../db/blocked-ips.js';
import type { BlockedIp as BlockedIpRow, User } from '../db/generated/client.js';
import { listUsers } from '../db/users.js';
import { toUserFacts } from '../domain/user-views.js';

// The admin panel's reads and writes of auth data (users list, blocked addresses), answered over the
// bus. The admin service has already checked that the caller is an admin and written its audit row.

const pageOf = (page: number, pageSize: number) => ({ skip: (page - 1) * pageSize, take: pageSize });

function toListEntry(user: User): UserListEntry {
  // ipAddress is the registration address, the only one auth records (logins are not logged per address)
  return { ...toUserFacts(user), banReason: user.banReason, ipAddress: user.ipAddress };
}

function toBlockedIp(row: BlockedIpRow): BlockedIp {
  return { ipAddress: row.ipAddress, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

export async function listUsersForAdmin(deps: AuthDeps, request: CommandRequest<'auth.v1.user.list'>): Promise<CommandResponse<'auth.v1.user.list'>> {
  const { rows, total } = await listUsers(deps.prisma, { search: request.search, ...pageOf(request.page, request.pageSize) });
  return { users: rows.map(toListEntry), total };
}

export async function blockIp(deps: AuthDeps, request: CommandRequest<'auth.v1.ip.block'>): Promise<CommandResponse<'auth.v1.ip.block'>> {
  const { row, created } = await insertBlockedIp(deps.prisma, request.ipAddress, request.reason || null);
  if (created) deps.logger.info({ ipAddress: row.ipAddress }, 'address blocked');
  return { blockedIp: toBlockedIp(row), created };
}

export async function unblockIp(deps: AuthDeps, request: CommandRequest<'auth.v1.ip.unblock'>): Promise<CommandResponse<'auth.v1.ip.unblock'>> {
  return { removed: await deleteBlockedIp(deps.prisma, request.ipAddress) };
}

export async function listBlockedIpsForAdmin(deps: AuthDeps, request: CommandRequest<'auth.v1.ip.list'>): Promise<CommandResponse<'auth.v1.ip.list'>> {
  const { rows, total } = await listBlockedIps(deps.prisma, pageOf(request.page, request.pageSize));
  return { blockedIps: rows.map(toBlockedIp), total };
}
