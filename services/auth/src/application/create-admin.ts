import { z } from 'zod';
import { ZEmail, ZNewPassword, ZOptionalPersonName, ZUsername, type CommandRequest } from '@app/contracts';
import { AppError, isUniqueViolation, parseInput } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { conflictFor, createAccount } from '../db/accounts.js';
import { findUserById, findUserByUsernameKey, takenField } from '../db/users.js';
import { projectionChanged, userUpdatedData } from '../domain/user-views.js';
import { usernameKey } from '../domain/usernames.js';

/** The command's payload is plain strings; the installer's admin obeys the same field rules as a player. */
const ZAdminFields = z.object({
  userId: z.string().uuid().optional(),
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZOptionalPersonName,
  lastName: ZOptionalPersonName,
});
type AdminFields = z.infer<typeof ZAdminFields>;

/**
 * auth.v1.admin.create (the installer's): an administrator with a verified address, announced with
 * auth.user.registered like any account.
 *
 * With `userId` (the id the installer recorded for its admin before asking): the account is created with
 * that id; when it exists already, an earlier install that did not finish created it, and this install
 * takes it over whatever its password was: name, e-mail and password become the ones asked for now, its
 * sessions end. A retry after a timeout lands here too and changes nothing more. Any other account keeps
 * its name and e-mail (409). Without `userId`, a retry of a create that already succeeded gets the same
 * user back when the password matches.
 */
export async function createAdmin(deps: AuthDeps, payload: CommandRequest<'auth.v1.admin.create'>): Promise<{ userId: string }> {
  const input = parseInput(ZAdminFields, payload);
  if (input.userId) {
    const existing = await findUserById(deps.prisma, input.userId);
    if (existing) return takeOverInstallAdmin(deps, existing.id, input);
  } else {
    const existing = await findUserByUsernameKey(deps.prisma, usernameKey(input.username));
    if (existing && existing.isAdmin && existing.email === input.email && (await deps.passwords.verify(existing.password, input.password))) {
      return { userId: existing.id };
    }
  }
  const passwordHash = await deps.passwords.hash(input.password);
  let user;
  try {
    ({ user } = await createAccount(deps.prisma, deps.outbox, {
      ...(input.userId ? { id: input.userId } : {}),
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      isAdmin: true,
      emailVerified: true,
      ipAddress: null,
      referredBy: null,
    }));
  } catch (err) {
    // the same id created meanwhile (a retried request that overtook this one): take that one over
    if (input.userId && (await findUserById(deps.prisma, input.userId))) return takeOverInstallAdmin(deps, input.userId, input);
    throw err;
  }
  deps.outbox.wake();
  deps.logger.info({ userId: user.id, username: user.username }, 'administrator created');
  return { userId: user.id };
}

/** The account an unfinished install created under `userId`, given this install's name, e-mail and password. */
async function takeOverInstallAdmin(deps: AuthDeps, userId: string, input: AdminFields): Promise<{ userId: string }> {
  const key = usernameKey(input.username);
  const taken = await takenField(deps.prisma, { usernameKey: key, email: input.email }, userId);
  if (taken) throw conflictFor(taken);
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    await deps.prisma.$transaction(async (tx) => {
      const before = await tx.user.findUnique({ where: { id: userId } });
      // only an account the installer created (an admin without a registration address) is taken over
      if (!before?.isAdmin || before.ipAddress !== null) throw new AppError('CONFLICT', 'This account was not created by the installer', 'username');
      const after = await tx.user.update({
        where: { id: userId },
        data: {
          username: input.username,
          usernameKey: key,
          email: input.email,
          emailVerified: true,
          password: passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          isBanned: false,
          banReason: null,
        },
      });
      if (projectionChanged(before, after)) await deps.outbox.append(tx, 'auth.user.updated', userUpdatedData(after));
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw conflictFor((await takenField(deps.prisma, { usernameKey: key, email: input.email }, userId)) ?? 'username');
  }
  deps.outbox.wake();
  // whoever signed in with what the unfinished install set (its password is no longer the admin's) is out
  await deps.sessions.revokeAllOf(userId);
  deps.logger.warn({ userId, username: input.username }, 'administrator of an unfinished install taken over by the installer');
  return { userId };
}
