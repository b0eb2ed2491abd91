import { randomUUID } from 'node:crypto';
import type { EventData, GameType } from '@app/contracts';
import { AppError, isUniqueViolation, type RawSql } from '@app/platform';
import { TX_OPTIONS, type GamesDb, type GamesTx } from '../db/client.js';
import type { Prisma, Round } from '../db/generated/client.js';
import { findRound, insertRound, openKeyOf, settleStatement, transition, type NewRound, type RoundStatus, type SettledDecision } from '../db/rounds.js';
import { createPairIfMissing, reserveNonce, type ReservedPair } from '../db/seed-pairs.js';
import { ALGORITHM_VERSION } from '../domain/fairness/version.js';
import type { SeedInputs } from '../domain/fairness/seeds.js';
import { formatMultiplier } from '../domain/money.js';
import type { GamesContext } from './context.js';
import { countSettledRound } from './round-metrics.js';
import { resolveUsername } from './usernames.js';
import { refusalError, unsettledError, walletBet, walletCredit, walletDebit } from './wallet.js';

type Json = Record<string, unknown>;

/** A decided round: what it pays and what it showed. */
export interface Decision {
  payout: number;
  multiplier100: number;
  /** the spec's integer result (see ZGameResult) */
  result: number;
  outcome: Json;
  /** the new total stake, when an action changed it (a blackjack double) */
  stake?: number;
  /** the final state, when the action changed it */
  state?: Json;
}

export interface Drawn {
  params: Json;
  /** stateful rounds: what the player must not see yet (mine places, crash point, cards) */
  state?: Json;
  /** instant rounds: the whole decision, drawn at once */
  decision?: Decision;
}

const asJson = (value: Json) => value as Prisma.InputJsonValue;

/** A conditional transition stamped with the service clock (see db/rounds.ts transition). */
export function moveRound(ctx: GamesContext, id: string, from: { status: RoundStatus; step?: number }, data: Prisma.RoundUpdateManyMutationInput, db: GamesTx | GamesDb = ctx.db): Promise<boolean> {
  return transition(db, id, from, { ...data, updatedAt: new Date(ctx.now()) });
}

function settledDecision(d: Decision): SettledDecision {
  return { payout: d.payout, multiplier: formatMultiplier(d.multiplier100), result: d.result, outcome: d.outcome, stake: d.stake, state: d.state };
}

function decisionData(d: Decision): Prisma.RoundUpdateManyMutationInput {
  return {
    payout: d.payout,
    multiplier: formatMultiplier(d.multiplier100),
    result: d.result,
    outcome: asJson(d.outcome),
    ...(d.stake === undefined ? {} : { stake: d.stake }),
    ...(d.state === undefined ? {} : { state: asJson(d.state) }),
  };
}

interface DrawRequest {
  userId: string;
  game: GameType;
  stake: number;
  stateful: boolean;
  draw: (seeds: SeedInputs) => Drawn;
}

/**
 * Draws a round: takes the player's next nonce, computes the outcome (or the secret state) from the seeds,
 * and records the round. Nothing waits on the bus meanwhile. A stateful round does it in one short
 * transaction, because it takes the player's one open slot for its game (a second one is a 409 and must use
 * no nonce). An instant round has no slot to lose, so it needs no transaction (the bet path's hottest: a
 * transaction would double its round trips): see drawInstant. If recording fails after the nonce was
 * taken, that nonce is skipped, exactly as for a refused round, and nothing else is left behind.
 */
export async function drawRound(ctx: GamesContext, request: DrawRequest): Promise<{ round: Round; drawn: Drawn }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const created = request.stateful ? await ctx.db.$transaction((tx) => drawOnNextNonce(ctx, tx, request), TX_OPTIONS) : await drawInstant(ctx, request);
      if (created) return created;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', `You already have a ${request.game} round in progress`);
      throw err;
    }
    await createPairIfMissing(ctx.db, request.userId);
  }
  throw new AppError('UNAVAILABLE', 'Could not start the round, please try again');
}

/** Takes the next nonce, then draws and records the round: two statements. null when the player has no active pair. */
async function drawOnNextNonce(ctx: GamesContext, sql: RawSql, request: DrawRequest): Promise<{ round: Round; drawn: Drawn } | null> {
  const pair = await reserveNonce(sql, request.userId);
  if (!pair) return null;
  ctx.hints.notePair(request.userId, pair);
  const drawn = request.draw(seedsOf(pair));
  return { round: await insertRound(sql, newRound(ctx, request, pair, drawn)), drawn };
}

/**
 * An instant round in one statement when this replica knows the nonce the player's pair is at: drawn on
 * it in advance, and recorded by the statement that takes the nonce if that is the one taken. Otherwise
 * (another replica or a stateful round moved the counter, the seeds were rotated) the statement has still
 * taken a nonce: the round is drawn on that one and recorded by a second statement, as without the hint.
 * Under load several players' guesses share one statement (NonceReservations).
 */
async function drawInstant(ctx: GamesContext, request: DrawRequest): Promise<{ round: Round; drawn: Drawn } | null> {
  const expected = ctx.hints.takeExpectedNonce(request.userId);
  if (!expected) return drawOnNextNonce(ctx, ctx.sql, request);
  const guessed = request.draw(seedsOf(expected));
  const taken = await ctx.nonceReservations.reserve(newRound(ctx, request, expected, guessed));
  if (!taken) {
    ctx.hints.forgetPair(request.userId);
    return null;
  }
  ctx.hints.notePair(request.userId, taken.pair);
  if (taken.recorded) return { round: taken.recorded, drawn: guessed };
  const drawn = request.draw(seedsOf(taken.pair));
  return { round: await insertRound(ctx.sql, newRound(ctx, request, taken.pair, drawn)), drawn };
}

function seedsOf(pair: ReservedPair): SeedInputs {
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

function newRound(ctx: GamesContext, request: DrawRequest, pair: ReservedPair, drawn: Drawn): NewRound {
  const at = new Date(ctx.now());
  return {
    id: randomUUID(),
    createdAt: at,
    updatedAt: at,
    userId: request.userId,
    game: request.game,
    status: request.stateful ? 'starting' : 'pending',
    stake: request.stake,
    seedPairId: pair.id,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    algorithm: ALGORITHM_VERSION,
    params: drawn.params as Prisma.JsonObject,
    state: (drawn.state as Prisma.JsonObject | undefined) ?? null,
    openKey: request.stateful ? openKeyOf(request.userId, request.game) : null,
    payout: drawn.decision?.payout ?? null,
    multiplier: drawn.decision ? formatMultiplier(drawn.decision.multiplier100) : null,
    result: drawn.decision?.result ?? null,
    outcome: (drawn.decision?.outcome as Prisma.JsonObject | undefined) ?? null,
  };
}

/**
 * Records a decided round as settled — only if it is still where the caller saw it — and publishes
 * games.bet.settled in the same statement. Returns false when another request or the timer was first.
 */
export async function settleRound(ctx: GamesContext, round: Round, from: { status: RoundStatus; step?: number }, decision?: Decision): Promise<boolean> {
  const username = await resolveUsername(ctx, round.userId);
  const settledAt = new Date(ctx.now());
  const event = settledEvent(round, username, settledAt, decision);
  const settled = await ctx.outbox.appendWith(ctx.sql, settleStatement(round.id, from, settledAt, decision && settledDecision(decision)), 'games.bet.settled', event, round.id);
  if (settled) {
    ctx.outbox.wake();
    countSettledRound(event);
  }
  return settled;
}

/** What games.bet.settled says of a round settled at `settledAt` (with the decision of its last action, if any). */
export function settledEvent(round: Round, username: string, settledAt: Date, decision?: Decision): EventData<'games.bet.settled'> {
  const stake = decision?.stake ?? round.stake;
  const payout = decision?.payout ?? round.payout ?? 0;
  const multiplier = decision ? decision.multiplier100 / 100 : Number(round.multiplier ?? 0);
  return { roundId: round.id, userId: round.userId, username, game: round.game as GameType, stake, payout, multiplier, isWin: payout > stake, settledAt: settledAt.toISOString() };
}

/**
 * Settles a drawn instant round with ONE wallet bet keyed by the round id (a retry, by this request or by
 * the timer, can never charge twice). A refusal marks the round refused (it never counts anywhere).
 * Returns the balance after the bet.
 */
export async function settleInstant(ctx: GamesContext, round: Round, field: string): Promise<number> {
  const outcome = await walletBet(ctx, { userId: round.userId, roundId: round.id, game: round.game as GameType, stake: round.stake, payout: round.payout ?? 0 });
  if (outcome.kind === 'done') {
    await ctx.instantSettlements.settle(round, await resolveUsername(ctx, round.userId));
    return outcome.balance;
  }
  if (outcome.kind === 'refused') {
    await moveRound(ctx, round.id, { status: 'pending' }, { status: 'refused' });
    throw refusalError(outcome.error, field);
  }
  throw unsettledError();
}

/** Takes a stateful round's stake (`${roundId}:stake`) and opens it; a refusal frees the player's slot. */
export async function openStateful(ctx: GamesContext, round: Round, field: string, onOpen: () => Prisma.RoundUpdateManyMutationInput = () => ({})): Promise<number> {
  const outcome = await walletDebit(ctx, { userId: round.userId, operationId: `${round.id}:stake`, game: round.game as GameType, amount: round.stake });
  if (outcome.kind === 'refused') {
    await moveRound(ctx, round.id, { status: 'starting' }, { status: 'refused', openKey: null });
    throw refusalError(outcome.error, field);
  }
  if (outcome.kind === 'unknown') throw unsettledError();
  await moveRound(ctx, round.id, { status: 'starting' }, { status: 'open', ...onOpen() });
  return outcome.balance;
}

/** 409 for an action on a round that is not open (over, or busy with a wallet call). */
export function ensureOpen(round: Round): void {
  if (round.status === 'open') return;
  if (round.status === 'settling' || round.status === 'settled') throw new AppError('CONFLICT', 'This round is over');
  throw new AppError('CONFLICT', 'This round is busy, try again in a moment');
}

async function conflictAfterLostRace(ctx: GamesContext, roundId: string): Promise<AppError> {
  const now = await findRound(ctx.db, roundId);
  return new AppError('CONFLICT', now && (now.status === 'settling' || now.status === 'settled') ? 'This round is over' : 'This round changed meanwhile, reload it');
}

/**
 * Finishes a stateful round with its decision. A loss settles at once; a payout first moves the round to
 * `settling` (a conditional update: a second cash-out finds nothing to move → 409, so it pays once), then
 * credits `${roundId}:payout` and settles. Returns the balance when the wallet answered.
 */
export async function decideStateful(ctx: GamesContext, round: Round, from: { status: RoundStatus; step: number }, decision: Decision): Promise<number | null> {
  if (decision.payout === 0) {
    if (!(await settleRound(ctx, round, from, decision))) throw await conflictAfterLostRace(ctx, round.id);
    return null;
  }
  const moved = await moveRound(ctx, round.id, from, { status: 'settling', openKey: null, step: { increment: 1 }, ...decisionData(decision) });
  if (!moved) throw await conflictAfterLostRace(ctx, round.id);
  return payStateful(ctx, { ...round, payout: decision.payout, stake: decision.stake ?? round.stake, multiplier: formatMultiplier(decision.multiplier100) });
}

/** Credits a settling round's payout (idempotent on `${roundId}:payout`) and settles it; null if the wallet did not answer (the timer retries). */
export async function payStateful(ctx: GamesContext, round: Round): Promise<number | null> {
  const outcome = await walletCredit(ctx, { userId: round.userId, operationId: `${round.id}:payout`, game: round.game as GameType, amount: round.payout ?? 0 });
  if (outcome.kind !== 'done') {
    if (outcome.kind === 'refused') ctx.logger.error({ err: outcome.error, roundId: round.id }, 'wallet refused a payout; the timer will retry');
    return null;
  }
  await settleRound(ctx, round, { status: 'settling' });
  return outcome.balance;
}
