import type { Identity } from '@app/contracts';
import { AppError, requireUserId } from '@app/platform';
import { isIpBlocked } from '../db/blocked-ips.js';
import type { AuthPrisma } from '../db/client.js';
import type { User } from '../db/generated/client.js';
import { findUserById } from '../db/users.js';
import { IP_BLOCKED, NOT_SET_UP } from '../domain/messages.js';
import type { AuthDeps } from '../deps.js';

/** Registrations and logins from a blocked address are refused before anything else happens. */
export async function assertIpAllowed(prisma: AuthPrisma, ip: string): Promise<void> {
  if (await isIpBlocked(prisma, ip)) throw new AppError('IP_BLOCKED', IP_BLOCKED);
}

/**
 * Until the installer has completed, the site is the installer (design section 2): nobody registers (not
 * even under the name the wizard suggests for its admin) and players do not sign in. Known from the
 * installed flag the admin service's installer puts in the settings KV when it locks itself.
 */
export async function assertSiteSetUp(deps: Pick<AuthDeps, 'settings'>): Promise<void> {
  if (!(await deps.settings.installed())) throw new AppError('FORBIDDEN', NOT_SET_UP);
}

/**
 * The signed-in caller's account as it is now. A session the gateway still had cached for a user who
 * was banned (or deleted) a moment ago counts as no session.
 */
export async function loadActiveUser(prisma: AuthPrisma, identity: Identity | undefined): Promise<User> {
  const userId = requireUserId(identity);
  const user = await findUserById(prisma, userId);
  if (!user || user.isBanned) throw new AppError('UNAUTHENTICATED', 'You must be logged in');
  return user;
}
