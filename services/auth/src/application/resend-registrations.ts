import { resendEvents, type Outbox, type RawSql, type ResendKind, type ResendReport, type ResendSelection } from '@app/platform';
import { registeredEventData } from '../db/accounts.js';
import type { AuthPrisma } from '../db/client.js';
import type { User } from '../db/generated/client.js';

export const REGISTRATIONS: ResendKind<'auth.user.registered'> = { type: 'auth.user.registered', plural: 'registrations', idField: 'user', idNoun: 'a user id' };

/**
 * Sends `auth.user.registered` again for the selected accounts, under the id each was first announced with,
 * so that only the consumers that never handled it apply it. This is the repair for a restore of the
 * database taken while registrations were on their way (docs/operations.md, "Backups and restores"): such a
 * player has an account in auth but none in the wallet, and no signup bonus. The event says what the
 * account is now (its name, its admin flag), as an `auth.user.updated` would; consumers order facts by the
 * event's time, so an older fact never overwrites a newer one.
 */
export function resendRegistrations(deps: { prisma: AuthPrisma; sql: RawSql; outbox: Outbox }, selection: ResendSelection, options: { now?: Date; pageSize?: number } = {}): Promise<ResendReport> {
  return resendEvents<'auth.user.registered', User>(
    deps,
    REGISTRATIONS,
    {
      page: ({ since, ids }, after, take) =>
        deps.prisma.user.findMany({
          where: { OR: [...(since ? [{ createdAt: { gte: since } }] : []), ...(ids.length ? [{ id: { in: ids } }] : [])] },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          take,
          ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
        }),
      describe: (user) => ({ id: user.id, label: `${user.id} (${user.username})`, eventId: user.registrationEventId, at: user.createdAt }),
      events: async (users) => users.map(registeredEventData),
    },
    selection,
    options,
  );
}
