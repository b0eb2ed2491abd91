import type { CommandRequest, UserFacts } from '@app/contracts';
import { AppError } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { findUserById, isUserId, lockUser } from '../db/users.js';
import { projectionChanged, toUserFacts, userUpdatedData } from '../domain/user-views.js';

/**
 * auth.v1.user.moderate (the admin panel's): verify an address, ban or unban. Announced with
 * auth.user.updated when anything changed; a banned user's sessions all end at once.
 */
export async function moderateUser(deps: AuthDeps, request: CommandRequest<'auth.v1.user.moderate'>): Promise<UserFacts> {
  const user = await deps.prisma.$transaction(async (tx) => {
    if (isUserId(request.userId)) await lockUser(tx, request.userId);
    const before = await findUserById(tx, request.userId);
    if (!before) throw new AppError('NOT_FOUND', 'No such user');
    const banning = request.isBanned ?? before.isBanned;
    const after = await tx.user.update({
      where: { id: before.id },
      data: {
        ...(request.emailVerified ? { emailVerified: true } : {}),
        isBanned: banning,
        banReason: banning ? (request.banReason ?? before.banReason) : null,
      },
    });
    if (projectionChanged(before, after)) await deps.outbox.append(tx, 'auth.user.updated', userUpdatedData(after));
    return after;
  });
  deps.outbox.wake();
  if (user.isBanned) await deps.sessions.revokeAllOf(user.id);
  return toUserFacts(user);
}
