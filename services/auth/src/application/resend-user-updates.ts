import { randomUUID } from 'node:crypto';
import { resendEvents, type Outbox, type RawSql, type ResendKind, type ResendReport, type ResendSelection } from '@app/platform';
import type { AuthPrisma } from '../db/client.js';
import type { User } from '../db/generated/client.js';
import { userUpdatedData } from '../domain/user-views.js';

export const USER_UPDATES: ResendKind<'auth.user.updated'> = {
  type: 'auth.user.updated',
  plural: 'account updates',
  idField: 'user',
  idNoun: 'a user id',
  windowReason: 'a restore loses only the updates that were on their way at the backup',
};

/**
 * Sends `auth.user.updated` with each selected account's facts as they are now (name, admin, banned,
 * e-mail verified). This is the repair for a restore of the database taken while such an update was on
 * its way (docs/operations.md, "Backups and restores"): the wallet and games would keep the facts from
 * before (a ban, a new name) until the account's next change. Unlike the other resend tools it needs no
 * kept id: its consumers set facts, ordered by the event's time (an older event never overwrites a newer
 * one), and count nothing, so a new event carrying the facts of now is safe to apply whoever handled the
 * first one.
 */
export function resendUserUpdates(deps: { prisma: AuthPrisma; sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  return resendEvents<'auth.user.updated', User>(
    deps,
    USER_UPDATES,
    {
      page: ({ since, ids }, after, take) =>
        deps.prisma.user.findMany({
          where: { OR: [...(since ? [{ updatedAt: { gte: since } }] : []), ...(ids.length ? [{ id: { in: ids } }] : [])] },
          orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
          take,
          ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
        }),
      describe: (user) => ({ id: user.id, label: `${user.id} (${user.username})`, eventId: randomUUID(), at: user.updatedAt }),
      events: async (users) => users.map(userUpdatedData),
    },
    selection,
    options,
  );
}
