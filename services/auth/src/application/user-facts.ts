import type { UserFacts } from '@app/contracts';
import { AppError } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { findUserById } from '../db/users.js';
import { toUserFacts } from '../domain/user-views.js';

/** auth.v1.user.get: what auth knows about a user now. */
export async function userFacts(deps: AuthDeps, userId: string): Promise<UserFacts> {
  const user = await findUserById(deps.prisma, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user');
  return toUserFacts(user);
}

/** auth.v1.referral-code.get: the code a user shares in `{origin}/auth?ref={code}`. */
export async function referralCodeOf(deps: AuthDeps, userId: string): Promise<{ referralCode: string }> {
  const user = await findUserById(deps.prisma, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user');
  return { referralCode: user.referralCode };
}
