import { createHash } from 'node:crypto';
import type { EventEnvelope } from '@app/contracts';
import { claimInbox, claimInboxBatchWith, type Outbox, type RawSql, type SettingsView } from '@app/platform';
import { challengeDefinitions } from '../application/daily-challenges.js';
import { reversedCreditOf, type ReversedCredit } from '../domain/challenge-reversals.js';
import { activitiesOfBalanceChange, GAME_PLAYED, progressSteps } from '../domain/challenges.js';
import { utcDateKey } from '../domain/utc-calendar.js';
import { addChallengeProgress, takeBackChallengeProgress } from '../db/challenge-progress.js';
import { countedSteps, recordCountedSteps } from '../db/counted-earnings.js';
import type { WalletPrisma } from '../db/client.js';
import { findReversedCredit } from '../db/reversed-credits.js';
import { settledRoundEffects } from '../db/settled-round-statements.js';
import { WALLET_SCHEMA } from '../db/tables.js';
import { inTransaction } from '../db/transaction.js';

export const GAME_ROUNDS_CONSUMER = 'wallet-game-rounds';
export const EARNINGS_CONSUMER = 'wallet-challenge-earnings';

/**
 * The key under which the earnings consumer records a balance change as handled (its inbox): the change's
 * operation, not its event's id. A take-back must tell whether the credit it undoes was counted, and it
 * knows the credit's operation, while the event of that credit is gone from the outbox once published.
 * One movement per player and operation, so one event per key. The wallet's migration
 * 0005_outbox_deleted_once_published computes the same key in SQL: md5 of "userId", a line feed, "operationId".
 */
export function earningKey(userId: string, operationId: string): string {
  const hex = createHash('md5').update(`${userId}\n${operationId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ActivityDeps {
  prisma: WalletPrisma;
  sql: RawSql;
  settings: SettingsView;
}

/**
 * games.bet.settled: one more round each in the players' game totals (user stats, leaderboard) and one
 * more game for today's `games` challenges, on the UTC day the round was settled; once per event (inbox).
 * A round that takes its player to a new level writes wallet.player.leveled_up in the same statement,
 * which does not say whether it did: the relay is woken whenever a round counted, so the level-up
 * notification is not left for the idle relay's next look.
 */
export async function recordSettledRounds(deps: ActivityDeps & { outbox: Outbox }, events: readonly EventEnvelope<'games.bet.settled'>[]): Promise<void> {
  const steps = progressSteps(challengeDefinitions(deps.settings), [GAME_PLAYED]);
  const rounds = events.map(({ id, data }) => ({ eventId: id, userId: data.userId, stake: data.stake, payout: data.payout, dateKey: utcDateKey(new Date(data.settledAt)) }));
  const counted = await claimInboxBatchWith(deps.sql, WALLET_SCHEMA, GAME_ROUNDS_CONSUMER, events.map((e) => e.id), settledRoundEffects(rounds, steps));
  if (counted.size > 0) deps.outbox.wake();
}

/**
 * wallet.balance.changed (the wallet's own events): points earned outside games advance the `earn`
 * challenges, and each credited offer the `offers` ones; a chargeback takes back what its credit added.
 * Every other change (bets above all) is dismissed before touching the database.
 */
export async function recordEarning(deps: ActivityDeps, event: EventEnvelope<'wallet.balance.changed'>): Promise<void> {
  const { userId, reason, delta, operationId, occurredAt } = event.data;
  const reversed = reversedCreditOf(reason, delta, operationId);
  if (reversed) return takeBackEarning(deps, event, reversed);
  const activities = activitiesOfBalanceChange(reason, delta);
  if (activities.length === 0) return;
  const steps = progressSteps(challengeDefinitions(deps.settings), activities);
  if (steps.length === 0) return;
  const key = earningKey(userId, operationId);
  await inTransaction(deps.prisma, async (tx) => {
    if (!(await claimInbox(tx, WALLET_SCHEMA, EARNINGS_CONSUMER, key))) return;
    await addChallengeProgress(tx, userId, utcDateKey(new Date(occurredAt)), steps);
    // a take-back of this credit must undo exactly this, whatever the definitions are by then
    await recordCountedSteps(tx, key, steps);
  });
}

/**
 * A take-back of an offer's credit (the player's own, or the referrer's part of a friend's): what the
 * credit counted for, as recorded when it was counted (counted_earnings), comes off the progress of the
 * UTC day the credit was made, where it counted. Once per event (inbox): a redelivered chargeback takes
 * back once; and only what was counted: a credit whose event is still on its way is not counted at all.
 */
async function takeBackEarning(deps: ActivityDeps, event: EventEnvelope<'wallet.balance.changed'>, reversed: ReversedCredit): Promise<void> {
  const { userId, operationId } = event.data;
  await inTransaction(deps.prisma, async (tx) => {
    if (!(await claimInbox(tx, WALLET_SCHEMA, EARNINGS_CONSUMER, earningKey(userId, operationId)))) return;
    const credit = await findReversedCredit(tx, userId, operationId, reversed);
    if (!credit) return;
    // The credit's own event may not have been handled yet (its delivery failed and waits for a retry,
    // while the chargeback's came through): then it added nothing to take back. Claiming it here, in this
    // consumer's inbox, settles it both ways: when it comes, it adds nothing. Claimed at the same time by
    // its own delivery, one of the two waits for the other's commit and sees it.
    const creditKey = earningKey(userId, credit.operationId);
    if (await claimInbox(tx, WALLET_SCHEMA, EARNINGS_CONSUMER, creditKey)) return;
    // counted (its key was claimed) yet nothing kept: counted before wallet migration 0007 kept a record
    const steps = (await countedSteps(tx, creditKey)) ?? progressSteps(challengeDefinitions(deps.settings), activitiesOfBalanceChange(credit.type, credit.amount));
    await takeBackChallengeProgress(tx, userId, credit.dateKey, steps);
  });
}
