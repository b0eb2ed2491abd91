import type { EventEnvelope } from '@app/contracts';
import { claimInbox, claimInboxBatchWith, type RawSql, type SettingsView } from '@app/platform';
import { challengeDefinitions } from '../application/daily-challenges.js';
import { activitiesOfBalanceChange, GAME_PLAYED, progressSteps } from '../domain/challenges.js';
import { utcDateKey } from '../domain/utc-calendar.js';
import { addChallengeProgress } from '../db/challenge-progress.js';
import type { WalletPrisma } from '../db/client.js';
import { settledRoundEffects } from '../db/settled-round-statements.js';
import { WALLET_SCHEMA } from '../db/tables.js';
import { inTransaction } from '../db/transaction.js';

export const GAME_ROUNDS_CONSUMER = 'wallet-game-rounds';
export const EARNINGS_CONSUMER = 'wallet-challenge-earnings';

export interface ActivityDeps {
  prisma: WalletPrisma;
  sql: RawSql;
  settings: SettingsView;
}

/**
 * games.bet.settled: one more round each in the players' game totals (user stats, leaderboard) and one
 * more game for today's `games` challenges, on the UTC day the round was settled; once per event (inbox).
 */
export async function recordSettledRounds(deps: ActivityDeps, events: readonly EventEnvelope<'games.bet.settled'>[]): Promise<void> {
  const steps = progressSteps(challengeDefinitions(deps.settings), [GAME_PLAYED]);
  const rounds = events.map(({ id, data }) => ({ eventId: id, userId: data.userId, stake: data.stake, payout: data.payout, dateKey: utcDateKey(new Date(data.settledAt)) }));
  await claimInboxBatchWith(deps.sql, WALLET_SCHEMA, GAME_ROUNDS_CONSUMER, events.map((e) => e.id), settledRoundEffects(rounds, steps));
}

/**
 * wallet.balance.changed (the wallet's own events): points earned outside games advance the `earn`
 * challenges, and each credited offer the `offers` ones. Every other change (bets above all) is
 * dismissed before touching the database.
 */
export async function recordEarning(deps: ActivityDeps, event: EventEnvelope<'wallet.balance.changed'>): Promise<void> {
  const { userId, reason, delta, occurredAt } = event.data;
  const activities = activitiesOfBalanceChange(reason, delta);
  if (activities.length === 0) return;
  const steps = progressSteps(challengeDefinitions(deps.settings), activities);
  if (steps.length === 0) return;
  await inTransaction(deps.prisma, async (tx) => {
    if (!(await claimInbox(tx, WALLET_SCHEMA, EARNINGS_CONSUMER, event.id))) return;
    await addChallengeProgress(tx, userId, utcDateKey(new Date(occurredAt)), steps);
  });
}
