import { SAME_PASSWORD_AGAIN, type ChangePasswordRequest, type Identity } from '@app/contracts';
import { AppError, RateLimitedError } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { throttledMessage } from '../domain/failure-window.js';
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from '../domain/messages.js';
import { loadActiveUser } from './guards.js';

/**
 * A new password for the signed-in user; every other session of the user ends (this one stays).
 * A wrong current password counts as a failed login of the account (the per-username throttle), and
 * the throttle is asked before any argon2 work: a session is not an unlimited password oracle.
 */
export async function changePassword(deps: AuthDeps, identity: Identity | undefined, input: ChangePasswordRequest): Promise<{ message: string }> {
  const user = await loadActiveUser(deps.prisma, identity);
  const verdict = await deps.loginThrottle.check(user.usernameKey);
  if (!verdict.allowed) throw new RateLimitedError(throttledMessage(verdict.retryAfterSeconds, 'password'), verdict.retryAfterSeconds);
  if (!(await deps.passwords.verify(user.password, input.currentPassword))) {
    await deps.loginThrottle.recordFailure(user.usernameKey);
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, 'currentPassword');
  }
  await deps.loginThrottle.reset(user.usernameKey);
  // asked only once the current password is proven, so it tells a guesser nothing
  if (input.newPassword === input.currentPassword) throw new AppError('VALIDATION_FAILED', SAME_PASSWORD_AGAIN, 'newPassword');
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.prisma.user.update({ where: { id: user.id }, data: { password: passwordHash } });
  await deps.sessions.revokeAllOf(user.id, { except: identity?.sessionId });
  return { message: PASSWORD_CHANGED };
}
