import type { EventEnvelope } from '@app/contracts';
import type { Logger } from '@app/platform';
import { updateUsername } from '../db/accounts.js';
import type { WalletPrisma } from '../db/client.js';
import { applyPlayerFacts } from '../db/players.js';

export const USER_FACTS_CONSUMER = 'wallet-user-facts';

/**
 * How long an update for a user without an account is retried: on NATS each event type has its own
 * consumer, so an update may overtake the registration that creates the account by a moment.
 */
export const WAIT_FOR_ACCOUNT_MS = 60_000;

/**
 * auth.user.updated: keeps the leaderboard's projection current (username on the account; admin, banned
 * and verified flags on the player). Setting values is idempotent and an older event never overwrites a
 * newer one, so no inbox record is needed.
 */
export async function projectUserFacts(prisma: WalletPrisma, logger: Logger, event: EventEnvelope<'auth.user.updated'>, now = Date.now()): Promise<void> {
  const { userId, username, isAdmin, isBanned, emailVerified } = event.data;
  await applyPlayerFacts(prisma, { userId, isAdmin, isBanned, emailVerified, factsAt: new Date(event.occurredAt) });
  if (await updateUsername(prisma, userId, username)) return;
  if (now - Date.parse(event.occurredAt) < WAIT_FOR_ACCOUNT_MS) throw new Error(`no wallet account for ${userId} yet; the update will be retried`);
  logger.warn({ userId, event: event.id }, 'username update for a user without a wallet account ignored');
}
