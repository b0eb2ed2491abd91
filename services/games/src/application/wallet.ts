import { AppError, isRetriable } from '@app/platform';
import type { GameType } from '@app/contracts';
import type { GamesContext } from './context.js';

/**
 * The wallet's answer to a money command:
 * - done: applied (or applied before: the command is idempotent), with the balance after it;
 * - refused: definitely not applied (not enough points, unknown account, invalid command);
 * - unknown: no answer after the retries (timeout, wallet down or failing): it may or may not have been
 *   applied, so the round stays where it is and the timer retries with the same key until it is known.
 */
export type WalletOutcome = { kind: 'done'; balance: number } | { kind: 'refused'; error: AppError } | { kind: 'unknown'; error: unknown };

export function classify(error: unknown): WalletOutcome {
  if (error instanceof AppError && !isRetriable(error) && error.code !== 'INTERNAL' && error.code !== 'BAD_GATEWAY') return { kind: 'refused', error };
  return { kind: 'unknown', error };
}

/** What this replica learns from the wallet's answer (a balance hint), and what it reports. */
function noteOutcome(ctx: GamesContext, userId: string, outcome: WalletOutcome): WalletOutcome {
  if (outcome.kind === 'done') ctx.hints.noteBalance(userId, outcome.balance);
  if (outcome.kind === 'refused') ctx.hints.forgetBalance(userId);
  if (outcome.kind === 'unknown') ctx.logger.warn({ err: outcome.error }, 'wallet did not settle a command; the timer will retry');
  return outcome;
}

async function call(ctx: GamesContext, userId: string, send: (options: { timeoutMs: number; retries: number }) => Promise<{ balance: number }>): Promise<WalletOutcome> {
  try {
    const reply = await send({ timeoutMs: ctx.config.walletTimeoutMs, retries: ctx.config.walletRetries });
    return noteOutcome(ctx, userId, { kind: 'done', balance: reply.balance });
  } catch (error) {
    return noteOutcome(ctx, userId, classify(error));
  }
}

/**
 * An instant round: stake and payout in one idempotent wallet transaction keyed by the round id, sent
 * together with the other rounds finishing at the same time (application/wallet-bets.ts).
 */
export async function walletBet(ctx: GamesContext, bet: { userId: string; roundId: string; game: GameType; stake: number; payout: number }): Promise<WalletOutcome> {
  const outcome = await ctx.walletBets.place({ userId: bet.userId, betId: bet.roundId, game: bet.game, stake: bet.stake, payout: bet.payout });
  return noteOutcome(ctx, bet.userId, outcome);
}

/** A stake of a stateful round (operation `${roundId}:stake`, or `${roundId}:double`). */
export function walletDebit(ctx: GamesContext, d: { userId: string; operationId: string; game: GameType; amount: number }): Promise<WalletOutcome> {
  return call(ctx, d.userId, (o) => ctx.bus.request('wallet.v1.debit', { userId: d.userId, operationId: d.operationId, amount: d.amount, reason: 'game_stake', gameType: d.game }, o));
}

/** The payout of a stateful round (operation `${roundId}:payout`). */
export function walletCredit(ctx: GamesContext, c: { userId: string; operationId: string; game: GameType; amount: number }): Promise<WalletOutcome> {
  return call(ctx, c.userId, (o) => ctx.bus.request('wallet.v1.credit', { userId: c.userId, operationId: c.operationId, amount: c.amount, reason: 'game_win', gameType: c.game }, o));
}

/** What the player is told when the wallet refused a stake. */
export function refusalError(error: AppError, field: string): AppError {
  if (error.code === 'INSUFFICIENT_FUNDS' || error.code === 'NOT_FOUND') return new AppError('INSUFFICIENT_FUNDS', 'Insufficient points', field);
  return error;
}

/** What the player is told when the wallet did not answer: the round will be finished by the timer. */
export function unsettledError(): AppError {
  return new AppError('UNAVAILABLE', 'The wallet is not answering; your round will be settled shortly (see your game history)');
}

/**
 * Refuses a stake the balance obviously does not cover before anything is drawn, so such a bet leaves no
 * trace (no round, no nonce used). The wallet still decides for real when the stake is taken, so when the
 * wallet's last answer for this player already covered the stake, the question is not asked again (one bus
 * round trip and one query fewer per bet; if the balance fell elsewhere meanwhile, the wallet refuses the
 * stake and the round, drawn, stays `refused` with its nonce skipped — see FAIRNESS.md).
 */
export async function ensureAffordable(ctx: GamesContext, userId: string, stake: number, field: string): Promise<void> {
  if (ctx.hints.balanceCovers(userId, stake)) return;
  let points: number;
  try {
    points = (await ctx.bus.request('wallet.v1.account.get', { userId }, { timeoutMs: ctx.config.walletTimeoutMs, retries: ctx.config.walletRetries })).points;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') points = 0;
    else throw error instanceof AppError && isRetriable(error) ? new AppError('UNAVAILABLE', 'The wallet is not answering, please try again') : error;
  }
  ctx.hints.noteBalance(userId, points);
  if (points < stake) throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient points', field);
}

/** The largest stake accepted in one round (setting games_max_bet). */
export function ensureWithinMaxBet(ctx: GamesContext, stake: number, field: string): void {
  const max = ctx.settings.get('games_max_bet');
  if (stake > max) throw new AppError('VALIDATION_FAILED', `${field}: at most ${max} points per round`, field);
}
