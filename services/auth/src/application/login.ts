import type { CurrentUser, LoginRequest } from '@app/contracts';
import { AppError, RateLimitedError } from '@app/platform';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { findUserByUsernameKey } from '../db/users.js';
import { throttledMessage } from '../domain/failure-window.js';
import { ACCOUNT_SUSPENDED, INVALID_CREDENTIALS } from '../domain/messages.js';
import { toCurrentUser } from '../domain/user-views.js';
import { usernameKey } from '../domain/usernames.js';
import type { OpenedSession } from '../sessions/session-manager.js';
import { readAccount } from '../wallet/account-reader.js';
import { assertIpAllowed, assertSiteSetUp } from './guards.js';

export interface LoggedIn {
  user: CurrentUser;
  session: OpenedSession;
}

/**
 * Checks a username and password and opens a new session. An unknown user and a wrong password get
 * the same answer after the same work (a dummy argon2 verify), so neither tells whether a name exists.
 */
export async function login(deps: AuthDeps, input: LoginRequest, meta: RequestMeta): Promise<LoggedIn> {
  await assertIpAllowed(deps.prisma, meta.ip);
  const key = usernameKey(input.username);
  const verdict = await deps.loginThrottle.check(key);
  if (!verdict.allowed) throw new RateLimitedError(throttledMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);

  const user = await findUserByUsernameKey(deps.prisma, key);
  const passwordOk = user ? await deps.passwords.verify(user.password, input.password) : await deps.passwords.verifyNobody(input.password);
  if (!user || !passwordOk) {
    await deps.loginThrottle.recordFailure(key);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  // only after the right password: a banned account is not revealed to someone guessing
  if (user.isBanned) throw new AppError('ACCOUNT_BANNED', ACCOUNT_SUSPENDED);
  // players wait for the installer; an administrator may sign in (the admin API still waits for it)
  if (!user.isAdmin) await assertSiteSetUp(deps);
  await deps.loginThrottle.reset(key);

  // read the balance before opening the session: a 503 then leaves nothing half done
  const account = await readAccount(deps.bus, user.id);
  // a new token at every login (no session fixation); the one the browser had ends here
  await deps.sessions.revoke(meta.sessionId);
  const session = await deps.sessions.open(user.id, meta);
  return { user: toCurrentUser(user, account), session };
}
