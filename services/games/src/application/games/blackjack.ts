import { blackjackMaxMultiplier100, reachAt, type BlackjackHand, type BlackjackResult, type BlackjackRound, type PostBlackjackResultRequest, type PostBlackjackResultResponse, type PostBlackjackStartRequest } from '@app/contracts';
import { AppError } from '@app/platform';
import type { Round } from '../../db/generated/client.js';
import { findOwnRound, findUnfinishedRound, type RoundWithPair } from '../../db/rounds.js';
import { cardIndexFromFloat } from '../../domain/fairness/cards.js';
import { FloatStream } from '../../domain/fairness/floats.js';
import type { SeedInputs } from '../../domain/fairness/seeds.js';
import {
  blackjackPayout,
  canDouble,
  canSplit,
  deal,
  double,
  handValue,
  hit,
  playerHands,
  split,
  stakeUnits,
  stand,
  standAll,
  toBlackjackCard,
  type BlackjackSettlement,
  type BlackjackState,
  type BlackjackStep,
  type CardAt,
} from '../../domain/games/blackjack.js';
import type { GamesContext } from '../context.js';
import { decideStateful, drawRound, ensureOpen, moveRound, openStateful } from '../lifecycle.js';
import { ensureWithinMaxWin } from '../max-win.js';
import { ensureAffordable, ensureWithinMaxBet, refusalError, unsettledError, walletDebit } from '../wallet.js';

interface BlackjackParams {
  betAmount: number;
}

/**
 * A second stake being taken (the round is `doubling` meanwhile): the double of the hand in play, or the
 * split. Kept in the state so that the timer finishes the right one.
 */
type ExtraStake = 'double' | 'split';
type PendingState = BlackjackState & { pending?: ExtraStake };

const paramsOf = (round: Round) => round.params as unknown as BlackjackParams;
const stateOf = (round: Round) => round.state as unknown as PendingState;

/** Card i of the round = floor(float_i × 52) of its seeds (the infinite deck). */
function deckOf(seeds: SeedInputs): CardAt {
  const stream = new FloatStream(seeds);
  return (i) => cardIndexFromFloat(stream.at(i));
}

const deckOfRound = (round: RoundWithPair) => deckOf({ serverSeed: round.seedPair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });

/** After a split: both hands with their stakes and, once over, their results. */
function handsOf(bet: number, state: BlackjackState, settlement: BlackjackSettlement | null): BlackjackHand[] {
  if (!state.second) return [];
  return playerHands(state).map((hand, i) => ({
    cards: hand.cards.map(toBlackjackCard),
    value: handValue(hand.cards).total,
    betAmount: hand.doubled ? 2 * bet : bet,
    doubled: hand.doubled,
    result: settlement?.hands?.[i] ?? null,
  }));
}

function view(round: Round, state: BlackjackState, settlement: BlackjackSettlement | null, balance: number | null): BlackjackRound {
  const over = settlement !== null;
  const dealerVisible = over ? state.dealer : state.dealer.slice(0, 1);
  const bet = paramsOf(round).betAmount;
  return {
    roundId: round.id,
    betAmount: bet * stakeUnits(state),
    baseBet: bet,
    playerCards: state.player.map(toBlackjackCard),
    dealerCards: dealerVisible.map(toBlackjackCard),
    dealerHiddenCards: state.dealer.length - dealerVisible.length,
    playerValue: handValue(state.player).total,
    dealerValue: handValue(dealerVisible).total,
    gameOver: over,
    result: settlement?.result ?? null,
    winnings: over ? (round.payout ?? 0) : 0,
    canDouble: !over && canDouble(state),
    canSplit: !over && canSplit(state),
    doubled: state.doubled,
    hands: handsOf(bet, state, settlement),
    activeHand: state.second && !over ? (state.playing ?? 0) : null,
    balance,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  };
}

/** Records the end of a round (its full cards and actions are the outcome) and pays it. */
async function finish(ctx: GamesContext, round: Round, from: { status: 'open' | 'doubling'; step: number }, state: BlackjackState, settlement: BlackjackSettlement): Promise<BlackjackRound> {
  const bet = paramsOf(round).betAmount;
  const stake = bet * stakeUnits(state);
  const payout = blackjackPayout(bet, state, settlement);
  const playerValue = handValue(state.player).total;
  const outcome = {
    result: settlement.result,
    playerCards: state.player.map(toBlackjackCard),
    dealerCards: state.dealer.map(toBlackjackCard),
    playerValue,
    dealerValue: handValue(state.dealer).total,
    actions: state.actions,
    ...(state.second ? { hands: handsOf(bet, state, settlement).map(({ cards, value, doubled, result }) => ({ cards, value, doubled, result })) } : {}),
  };
  const balance = await decideStateful(ctx, round, from, { payout, multiplier100: settlement.multiplier100, result: playerValue, outcome, stake, state: state as never });
  return view({ ...round, stake, payout }, state, settlement, balance);
}

/**
 * Applies the step of an action: the round ends, or its new state is saved and it is open again (only if
 * nobody acted meanwhile). `from` is where the caller found it: open, or doubling while a second stake was taken.
 */
async function apply(ctx: GamesContext, round: Round, step: BlackjackStep, from: { status: 'open' | 'doubling'; step: number } = { status: 'open', step: round.step }, balance: number | null = null): Promise<BlackjackRound> {
  if (step.settlement) {
    const finished = await finish(ctx, round, from, step.state, step.settlement);
    return { ...finished, balance: finished.balance ?? balance };
  }
  const moved = await moveRound(ctx, round.id, from, { status: 'open', state: step.state as never, step: { increment: 1 } });
  if (!moved) throw new AppError('CONFLICT', 'This round changed meanwhile, reload it');
  return view(round, step.state, null, balance);
}

export async function startBlackjack(ctx: GamesContext, userId: string, request: PostBlackjackStartRequest): Promise<BlackjackRound> {
  ensureWithinMaxBet(ctx, request.betAmount, 'betAmount');
  // checked on the first bet: a later double or split can take the round to at most this
  ensureWithinMaxWin(ctx, { stake: request.betAmount, field: 'betAmount', reach: reachAt(blackjackMaxMultiplier100()) });
  await ensureAffordable(ctx, userId, request.betAmount, 'betAmount');
  let dealt!: BlackjackStep;
  const { round } = await drawRound(ctx, {
    userId,
    game: 'blackjack',
    stake: request.betAmount,
    stateful: true,
    draw: (seeds) => {
      dealt = deal(deckOf(seeds));
      return { params: { betAmount: request.betAmount }, state: dealt.state as never };
    },
  });
  const balance = await openStateful(ctx, round, 'betAmount');
  return afterOpening(ctx, { ...round, status: 'open' }, dealt, balance);
}

/** A natural (either side) ends the round as soon as the stake is taken. */
async function afterOpening(ctx: GamesContext, round: Round, dealt: BlackjackStep, balance: number | null): Promise<BlackjackRound> {
  if (!dealt.settlement) return view(round, dealt.state, null, balance);
  const finished = await finish(ctx, round, { status: 'open', step: round.step }, dealt.state, dealt.settlement);
  return { ...finished, balance: finished.balance ?? balance };
}

/** For the timer: a round whose stake was taken late is opened, and settled at once if it was a natural. */
export async function resumeStartingBlackjack(ctx: GamesContext, round: RoundWithPair): Promise<void> {
  const balance = await openStateful(ctx, round, 'betAmount');
  await afterOpening(ctx, { ...round, status: 'open' }, deal(deckOfRound(round)), balance);
}

async function ownOpenRound(ctx: GamesContext, userId: string, roundId: string): Promise<RoundWithPair> {
  const round = await findOwnRound(ctx.db, roundId, userId, 'blackjack');
  ensureOpen(round);
  return round;
}

export async function hitBlackjack(ctx: GamesContext, userId: string, roundId: string): Promise<BlackjackRound> {
  const round = await ownOpenRound(ctx, userId, roundId);
  return apply(ctx, round, hit(stateOf(round), deckOfRound(round)));
}

export async function standBlackjack(ctx: GamesContext, userId: string, roundId: string): Promise<BlackjackRound> {
  const round = await ownOpenRound(ctx, userId, roundId);
  return apply(ctx, round, stand(stateOf(round), deckOfRound(round)));
}

/** The timer stands for a player who left a round untouched (spec: after 10 minutes): every hand still in play. */
export async function standIdleBlackjack(ctx: GamesContext, round: RoundWithPair): Promise<void> {
  await apply(ctx, round, standAll(stateOf(round), deckOfRound(round)));
}

/**
 * Double and split take a second stake: the round moves to `doubling` (so nothing else happens to it
 * meanwhile, and a second request finds it moved: 409), the stake is debited, then the action is played.
 * Not enough points: back to open, 400.
 */
async function takeExtraStake(ctx: GamesContext, userId: string, roundId: string, kind: ExtraStake): Promise<BlackjackRound> {
  const round = await ownOpenRound(ctx, userId, roundId);
  const state = stateOf(round);
  if (kind === 'double' && !canDouble(state)) throw new AppError('BAD_REQUEST', 'You can only double on the first two cards of a hand');
  if (kind === 'split' && !canSplit(state)) throw new AppError('BAD_REQUEST', 'You can only split your first two cards, when they are of the same rank');
  const moved = await moveRound(ctx, round.id, { status: 'open', step: round.step }, { status: 'doubling', state: { ...state, pending: kind } as never, step: { increment: 1 } });
  if (!moved) throw new AppError('CONFLICT', 'This round changed meanwhile, reload it');
  return continueDouble(ctx, { ...round, status: 'doubling', step: round.step + 1, state: { ...state, pending: kind } as never }, true);
}

/** Double: a second stake for the hand in play (`${roundId}:double`; the second hand of a split: `${roundId}:double-2`), one card, the hand stands. */
export function doubleBlackjack(ctx: GamesContext, userId: string, roundId: string): Promise<BlackjackRound> {
  return takeExtraStake(ctx, userId, roundId, 'double');
}

/** Split: a second stake (`${roundId}:split`), then two hands played in turn. */
export function splitBlackjack(ctx: GamesContext, userId: string, roundId: string): Promise<BlackjackRound> {
  return takeExtraStake(ctx, userId, roundId, 'split');
}

const extraOperation = (roundId: string, state: PendingState): string =>
  state.pending === 'split' ? `${roundId}:split` : state.second && state.playing === 1 ? `${roundId}:double-2` : `${roundId}:double`;

/** Takes the second stake (once: the wallet is idempotent on the key) and plays the action; the timer calls it again for one left unanswered. */
export async function continueDouble(ctx: GamesContext, round: RoundWithPair, byPlayer: boolean): Promise<BlackjackRound> {
  const { pending = 'double', ...state } = stateOf(round);
  const outcome = await walletDebit(ctx, { userId: round.userId, operationId: extraOperation(round.id, stateOf(round)), game: 'blackjack', amount: paramsOf(round).betAmount });
  if (outcome.kind === 'refused') {
    await moveRound(ctx, round.id, { status: 'doubling', step: round.step }, { status: 'open', state: state as never });
    throw refusalError(outcome.error, 'roundId');
  }
  if (outcome.kind === 'unknown') throw byPlayer ? unsettledError() : outcome.error;
  const step = pending === 'split' ? split(state, deckOfRound(round)) : double(state, deckOfRound(round));
  return apply(ctx, round, step, { status: 'doubling', step: round.step }, outcome.balance);
}

/**
 * The round the player comes back to after a reload, as they see it (hole card hidden, no future card), or
 * null. A round still `starting` (its stake not yet taken) is not shown: the request that dealt it, or the
 * timer, opens or refuses it. A `doubling` round (a double's or a split's stake being taken) is shown as it
 * was, with no double or split offered (its actions answer 409 until that stake is settled).
 */
export async function activeBlackjack(ctx: GamesContext, userId: string): Promise<BlackjackRound | null> {
  const round = await findUnfinishedRound(ctx.db, userId, 'blackjack');
  if (!round || (round.status !== 'open' && round.status !== 'doubling')) return null;
  const shown = view(round, stateOf(round), null, null);
  return round.status === 'open' ? shown : { ...shown, canDouble: false, canSplit: false };
}

/**
 * The spec's result call: answers the server's result of the round (`roundId`, else the player's latest
 * blackjack round). Whatever result or winnings the client sends is ignored.
 */
export async function blackjackResult(ctx: GamesContext, userId: string, request: PostBlackjackResultRequest): Promise<PostBlackjackResultResponse> {
  const round = request.roundId
    ? await findOwnRound(ctx.db, request.roundId, userId, 'blackjack')
    : await ctx.db.round.findFirst({ where: { userId, game: 'blackjack', status: { not: 'refused' } }, orderBy: { createdAt: 'desc' } });
  if (!round) throw new AppError('NOT_FOUND', 'You have played no blackjack round');
  const over = round.status === 'settling' || round.status === 'settled';
  const outcome = round.outcome as { result?: BlackjackResult } | null;
  let newBalance: number | null = null;
  try {
    newBalance = (await ctx.bus.request('wallet.v1.account.get', { userId }, { timeoutMs: ctx.config.walletTimeoutMs })).points;
  } catch {
    newBalance = null;
  }
  return { roundId: round.id, gameOver: over, result: over ? (outcome?.result ?? null) : null, winnings: over ? (round.payout ?? 0) : 0, newBalance };
}
