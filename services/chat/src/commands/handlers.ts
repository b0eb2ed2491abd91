import { AppError, type Bus } from '@app/platform';
import type { Notifications } from '../application/notifications.js';
import type { Rains } from '../application/rains.js';
import type { UserDirectory } from '../application/user-directory.js';
import { rainStartRefusal } from '../domain/eligibility.js';

/** Commands other services send to chat (the admin service, for its panel). */
export function registerCommands(bus: Bus, deps: { rains: Rains; notifications: Notifications; users: UserDirectory }): void {
  bus.serve('chat.v1.rain.start', async (request) => {
    // The admin service checked already; checking again costs one cached lookup and keeps chat safe alone.
    const refusal = rainStartRefusal(await deps.users.get(request.adminId));
    if (refusal) throw new AppError(refusal.code, refusal.message);
    return deps.rains.start({
      startedBy: request.adminId,
      amount: request.amount,
      ...(request.durationMs !== undefined ? { durationMs: request.durationMs } : {}),
      ...(request.message !== undefined ? { message: request.message } : {}),
      ...(request.operationId !== undefined ? { operationId: request.operationId } : {}),
    });
  });

  bus.serve('chat.v1.notification.create', (request) => deps.notifications.create(request));
}
