import type { EventEnvelope } from '@app/contracts';
import { claimInbox, type Outbox, type RawSql, type SettingsView } from '@app/platform';
import { planMovement } from '../domain/movement.js';
import { requestHash } from '../domain/request-hash.js';
import { insertAccount } from '../db/accounts.js';
import type { WalletPrisma } from '../db/client.js';
import { upsertRegisteredPlayer } from '../db/players.js';
import { runApplyMovement } from '../db/movement-statement.js';
import { WALLET_SCHEMA } from '../db/tables.js';

export const ACCOUNTS_CONSUMER = 'wallet-accounts';
export const SIGNUP_BONUS_OPERATION = 'signup_bonus';

export interface OpenAccountDeps {
  prisma: WalletPrisma;
  sql: RawSql;
  outbox: Outbox;
  settings: SettingsView;
}

/**
 * auth.user.registered: creates the user's account, records the player (referrer, admin flag,
 * registration time) and credits the signup bonus (the `signup_bonus` setting as it is now), all in one
 * transaction with the inbox record. Exactly once twice over: a
 * redelivered event stops at the inbox, and a second event for the same user (a re-published
 * registration) finds the account and the bonus's unique operation id already there.
 */
export async function openAccount(deps: OpenAccountDeps, event: EventEnvelope<'auth.user.registered'>): Promise<void> {
  const { userId, username } = event.data;
  const bonus = deps.settings.get('signup_bonus');
  const credited = await deps.prisma.$transaction(async (tx) => {
    if (!(await claimInbox(tx, WALLET_SCHEMA, ACCOUNTS_CONSUMER, event.id))) return false;
    await insertAccount(tx, userId, username);
    await upsertRegisteredPlayer(tx, {
      userId,
      referredBy: event.data.referredBy,
      isAdmin: event.data.isAdmin,
      registeredAt: new Date(event.data.registeredAt),
      factsAt: new Date(event.occurredAt),
    });
    if (bonus <= 0) return false;
    const bonusMovement = planMovement({
      userId,
      operationId: SIGNUP_BONUS_OPERATION,
      type: 'signup_bonus',
      amount: bonus,
      // the bonus is once per user whatever its amount: any earlier bonus entry means "done"
      requestHash: requestHash('signup_bonus', [userId]),
    });
    const outcome = await runApplyMovement(tx, bonusMovement);
    return outcome.balance !== null;
  });
  if (credited) deps.outbox.wake();
}
