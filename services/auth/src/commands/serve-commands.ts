import type { Bus } from '@app/platform';
import { blockIp, listBlockedIpsForAdmin, listUsersForAdmin, unblockIp } from '../application/admin-queries.js';
import { createAdmin } from '../application/create-admin.js';
import { moderateUser } from '../application/moderate-user.js';
import { resolveSession } from '../application/resolve-session.js';
import { referralCodeOf, userFacts } from '../application/user-facts.js';
import type { AuthDeps } from '../deps.js';

/** The NATS commands auth answers (payloads are validated by the bus against the command catalogue). */
export function serveCommands(bus: Bus, deps: AuthDeps): void {
  bus.serve('auth.v1.session.resolve', ({ token }) => resolveSession(deps, token));
  bus.serve('auth.v1.sessions.live', async ({ sessionIds }) => ({ live: await deps.sessions.liveAmong(sessionIds) }));
  bus.serve('auth.v1.user.get', ({ userId }) => userFacts(deps, userId));
  bus.serve('auth.v1.referral-code.get', ({ userId }) => referralCodeOf(deps, userId));
  bus.serve('auth.v1.admin.create', (payload) => createAdmin(deps, payload));
  // the admin panel's (the admin service checks the caller and writes the audit log first)
  bus.serve('auth.v1.user.moderate', (payload) => moderateUser(deps, payload));
  bus.serve('auth.v1.user.list', (payload) => listUsersForAdmin(deps, payload));
  bus.serve('auth.v1.ip.block', (payload) => blockIp(deps, payload));
  bus.serve('auth.v1.ip.unblock', (payload) => unblockIp(deps, payload));
  bus.serve('auth.v1.ip.list', (payload) => listBlockedIpsForAdmin(deps, payload));
}
