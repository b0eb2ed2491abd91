import { z } from 'zod';
import { ZEmail, ZNewPassword, ZOptionalPersonName, ZUsername, type CommandRequest } from '@app/contracts';
import { parseInput } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { createAccount } from '../db/accounts.js';
import { findUserByUsernameKey } from '../db/users.js';
import { usernameKey } from '../domain/usernames.js';

/** The command's payload is plain strings; the installer's admin obeys the same field rules as a player. */
const ZAdminFields = z.object({ username: ZUsername, email: ZEmail, password: ZNewPassword, firstName: ZOptionalPersonName, lastName: ZOptionalPersonName });

/**
 * auth.v1.admin.create (the installer's): an administrator with a verified address, announced with
 * auth.user.registered like any account. A retry of a create that already succeeded (the installer
 * retries after a timeout) gets the same user back instead of a CONFLICT.
 */
export async function createAdmin(deps: AuthDeps, payload: CommandRequest<'auth.v1.admin.create'>): Promise<{ userId: string }> {
  const input = parseInput(ZAdminFields, payload);
  const existing = await findUserByUsernameKey(deps.prisma, usernameKey(input.username));
  if (existing && existing.isAdmin && existing.email === input.email && (await deps.passwords.verify(existing.password, input.password))) {
    return { userId: existing.id };
  }
  const passwordHash = await deps.passwords.hash(input.password);
  const { user } = await createAccount(deps.prisma, deps.outbox, {
    username: input.username,
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    isAdmin: true,
    emailVerified: true,
    ipAddress: null,
    referredBy: null,
  });
  deps.outbox.wake();
  deps.logger.info({ userId: user.id, username: user.username }, 'administrator created');
  return { userId: user.id };
}
