import type { CurrentUser, Identity } from '@app/contracts';
import type { AuthDeps } from '../deps.js';
import { toCurrentUser } from '../domain/user-views.js';
import { readAccount } from '../wallet/account-reader.js';
import { loadActiveUser } from './guards.js';

/** GET /api/auth/user: auth's facts plus the wallet's numbers (503 when the wallet does not answer). */
export async function currentUser(deps: AuthDeps, identity: Identity | undefined): Promise<CurrentUser> {
  const user = await loadActiveUser(deps.prisma, identity);
  return toCurrentUser(user, await readAccount(deps.bus, user.id));
}
