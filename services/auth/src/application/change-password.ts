import type { ChangePasswordRequest, Identity } from '@app/contracts';
import { AppError } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from '../domain/messages.js';
import { loadActiveUser } from './guards.js';

/** A new password for the signed-in user; every other session of the user ends (this one stays). */
export async function changePassword(deps: AuthDeps, identity: Identity | undefined, input: ChangePasswordRequest): Promise<{ message: string }> {
  const user = await loadActiveUser(deps.prisma, identity);
  if (!(await deps.passwords.verify(user.password, input.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, 'currentPassword');
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.prisma.user.update({ where: { id: user.id }, data: { password: passwordHash } });
  await deps.sessions.revokeAllOf(user.id, { except: identity?.sessionId });
  return { message: PASSWORD_CHANGED };
}
