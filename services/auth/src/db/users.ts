import type { RawSql } from '@app/platform';
import type { AuthPrisma, AuthTx } from './client.js';
import type { User } from './generated/client.js';

type Db = AuthPrisma | AuthTx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from other services' payloads too: one that is not a uuid names no user (not a database error). */
export function isUserId(id: string): boolean {
  return UUID.test(id);
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  if (!isUserId(id)) return null;
  return db.user.findUnique({ where: { id } });
}

export function findUserByUsernameKey(db: Db, key: string): Promise<User | null> {
  return db.user.findUnique({ where: { usernameKey: key } });
}

export function findUserByEmail(db: Db, email: string): Promise<User | null> {
  return db.user.findUnique({ where: { email } });
}

export function findReferrer(db: Db, referralCode: string) {
  return db.user.findUnique({ where: { referralCode }, select: { id: true, ipAddress: true, isBanned: true } });
}

/** Which of these is already used by another account: the username is reported first, as a form reads top-down. */
export async function takenField(db: Db, wanted: { usernameKey?: string; email?: string }, exceptUserId?: string): Promise<'username' | 'email' | null> {
  const not = exceptUserId ? { id: { not: exceptUserId } } : {};
  if (wanted.usernameKey && (await db.user.findFirst({ where: { usernameKey: wanted.usernameKey, ...not }, select: { id: true } }))) return 'username';
  if (wanted.email && (await db.user.findFirst({ where: { email: wanted.email, ...not }, select: { id: true } }))) return 'email';
  return null;
}

/** Row lock on the user for the rest of the transaction: serialises concurrent changes to one account. */
export async function lockUser(tx: AuthTx, id: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "auth"."users" WHERE "id" = ${id}::uuid FOR UPDATE`;
}

/**
 * Records that the user was active now, at most once a minute: the condition makes concurrent
 * resolves of the same session write once, and most resolves not write at all.
 */
/**
 * What a session check needs of its user, with one plain statement (through Prisma's model API it costs
 * several times the CPU, and the gateway asks for every signed-in player about once a second).
 */
export async function sessionUserFacts(sql: RawSql, id: string): Promise<{ id: string; isAdmin: boolean; isBanned: boolean; lastSeen: Date | null } | null> {
  const rows = await sql.$queryRawUnsafe<{ id: string; isAdmin: boolean; isBanned: boolean; lastSeen: Date | null }[]>(
    `SELECT "id", "isAdmin", "isBanned", "lastSeen" FROM "auth"."users" WHERE "id" = $1`,
    id,
  );
  return rows[0] ?? null;
}

export async function touchLastSeen(db: Db, id: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 60_000);
  await db.user.updateMany({ where: { id, OR: [{ lastSeen: null }, { lastSeen: { lt: cutoff } }] }, data: { lastSeen: now } });
}

/**
 * A page of users, newest first, optionally those whose username or e-mail contains `search`
 * (both are matched lower-cased: usernameKey and email are stored that way).
 */
export async function listUsers(db: AuthPrisma, query: { search?: string; skip: number; take: number }): Promise<{ rows: User[]; total: number }> {
  // Prisma's `contains` is a LIKE that leaves % and _ as wildcards: escape them so they match themselves
  const needle = query.search?.trim().toLowerCase().replace(/[\\%_]/g, '\\$&');
  const where = needle ? { OR: [{ usernameKey: { contains: needle } }, { email: { contains: needle } }] } : {};
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: query.skip, take: query.take }),
    db.user.count({ where }),
  ]);
  return { rows, total };
}
