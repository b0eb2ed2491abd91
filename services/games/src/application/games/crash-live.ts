import { setTimeout as delay } from 'node:timers/promises';
import { liveCrashReach100, reachAt, type CrashLiveRound, type PostCrashLiveStartRequest, type RoundReceipt } from '@app/contracts';
import { AppError } from '@app/platform';
import type { Round } from '../../db/generated/client.js';
import { findOwnRound, findUnfinishedRound, type RoundWithPair } from '../../db/rounds.js';
import { generateFloats } from '../../domain/fairness/floats.js';
import {
  CRASH_FLOATS,
  crashPoint100,
  LIVE_GROWTH_PER_SECOND,
  liveCashOut,
  liveCeiling100,
  liveEndMs,
  liveVerdict,
  liveWinCap100,
  type LiveCrashState,
  type LiveCrashVerdict,
} from '../../domain/games/crash.js';
import { payoutFor, toHundredths } from '../../domain/money.js';
import type { GamesContext } from '../context.js';
import { decideStateful, drawRound, openStateful } from '../lifecycle.js';
import { receipt } from '../instant.js';
import { ensureWithinMaxWin } from '../max-win.js';
import { ensureAffordable, ensureWithinMaxBet } from '../wallet.js';

/**
 * Secret until the round is over: the crash point. `startedAt` (ms) is set when the stake is taken.
 * `capCashOut100` is where the payout reaches games_max_win as it was when the bet was accepted: the server
 * cashes the round out there (a round's terms do not change while it runs).
 */
interface LiveState extends LiveCrashState {
  startedAt: number | null;
}

const stateOf = (round: Round) => round.state as unknown as LiveState;
const isLive = (round: Round) => (round.params as { mode?: string }).mode === 'live';

function view(ctx: GamesContext, round: Round, verdict: LiveCrashVerdict): CrashLiveRound {
  const state = stateOf(round);
  const base = {
    roundId: round.id,
    betAmount: round.stake,
    startedAt: new Date(state.startedAt ?? ctx.now()).toISOString(),
    serverTime: new Date(ctx.now()).toISOString(),
    growthPerSecond: LIVE_GROWTH_PER_SECOND,
    maxMultiplier: liveCeiling100(state) / 100,
    autoCashOut: state.autoCashOut100 === null ? null : state.autoCashOut100 / 100,
  };
  if (verdict.kind === 'running') return { ...base, status: 'running', multiplier: verdict.multiplier100 / 100, cashOutMultiplier: null, crashPoint: null, winnings: 0 };
  if (verdict.kind === 'crashed') return { ...base, status: 'crashed', multiplier: state.crash100 / 100, cashOutMultiplier: null, crashPoint: state.crash100 / 100, winnings: 0 };
  return { ...base, status: 'cashed_out', multiplier: verdict.cashOut100 / 100, cashOutMultiplier: verdict.cashOut100 / 100, crashPoint: state.crash100 / 100, winnings: payoutFor(round.stake, verdict.cashOut100) };
}

/** The verdict recorded on a finished round. */
function recordedVerdict(round: Round): LiveCrashVerdict {
  const state = stateOf(round);
  return (round.payout ?? 0) > 0 ? { kind: 'cashed_out', cashOut100: toHundredths(Number(round.multiplier)) } : { kind: 'crashed', crash100: state.crash100 };
}

const elapsed = (ctx: GamesContext, round: Round) => ctx.now() - (stateOf(round).startedAt ?? ctx.now());

/** Records a verdict that ends the round (crash: nothing paid; cash-out: the multiplier reached). */
async function finish(ctx: GamesContext, round: Round, verdict: Exclude<LiveCrashVerdict, { kind: 'running' }>): Promise<number | null> {
  const state = stateOf(round);
  const won = verdict.kind === 'cashed_out';
  const multiplier100 = won ? verdict.cashOut100 : 0;
  return decideStateful(ctx, round, { status: 'open', step: round.step }, {
    payout: won ? payoutFor(round.stake, verdict.cashOut100) : 0,
    multiplier100,
    result: state.crash100,
    outcome: { crashPoint: state.crash100 / 100, cashOutMultiplier: won ? multiplier100 / 100 : null, elapsedMs: elapsed(ctx, round) },
  });
}

export async function startLiveCrash(ctx: GamesContext, userId: string, request: PostCrashLiveStartRequest): Promise<CrashLiveRound & RoundReceipt> {
  ensureWithinMaxBet(ctx, request.betAmount, 'betAmount');
  const autoCashOut100 = request.autoCashOut === undefined ? null : toHundredths(request.autoCashOut);
  // an automatic cash-out is a target the player chose: refused when it would pay more than the max win;
  // without one, only a stake that even the lowest cash-out would overpay is refused, the rest is capped
  const maxWin = ensureWithinMaxWin(ctx, { stake: request.betAmount, field: 'betAmount', reach: reachAt(liveCrashReach100(autoCashOut100)) });
  const capCashOut100 = liveWinCap100(request.betAmount, maxWin);
  await ensureAffordable(ctx, userId, request.betAmount, 'betAmount');
  const houseEdge = ctx.settings.get('house_edge_crash');
  const { round } = await drawRound(ctx, {
    userId,
    game: 'crash',
    stake: request.betAmount,
    stateful: true,
    draw: (seeds) => ({
      params: { betAmount: request.betAmount, mode: 'live', autoCashOut: autoCashOut100 === null ? null : autoCashOut100 / 100, houseEdge },
      state: { crash100: crashPoint100(generateFloats(seeds, CRASH_FLOATS)[0]!, houseEdge), autoCashOut100, capCashOut100, startedAt: null } satisfies LiveState,
    }),
  });
  let startedAt = 0;
  const balance = await openStateful(ctx, round, 'betAmount', () => {
    startedAt = ctx.now();
    return { state: { ...stateOf(round), startedAt } as never };
  });
  const opened = { ...round, status: 'open', state: { ...stateOf(round), startedAt } as never };
  return { ...view(ctx, opened, { kind: 'running', multiplier100: 100 }), ...receipt(round, balance) };
}

/** For the timer: a round whose stake was taken late starts its clock now. */
export async function resumeStartingLiveCrash(ctx: GamesContext, round: RoundWithPair): Promise<void> {
  await openStateful(ctx, round, 'betAmount', () => ({ state: { ...stateOf(round), startedAt: ctx.now() } as never }));
}

/**
 * Brings an open round up to now: a crash or an automatic cash-out that has happened is recorded (once:
 * whoever comes first, this request or the timer). Returns the round's view.
 */
export async function settleLiveIfOver(ctx: GamesContext, round: Round): Promise<CrashLiveRound> {
  if (round.status !== 'open') return view(ctx, round, recordedVerdict(round));
  const verdict = liveVerdict(stateOf(round), elapsed(ctx, round));
  if (verdict.kind === 'running') return view(ctx, round, verdict);
  try {
    await finish(ctx, round, verdict);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
  }
  return view(ctx, round, verdict);
}

/** A manual cash-out at the multiplier of the server's clock now. */
export async function cashOutLiveCrash(ctx: GamesContext, userId: string, roundId: string): Promise<CrashLiveRound & { balance: number | null }> {
  const round = await liveRound(ctx, userId, roundId);
  if (round.status === 'settling' || round.status === 'settled') throw new AppError('CONFLICT', 'This round is over');
  if (round.status !== 'open') throw new AppError('CONFLICT', 'This round is busy, try again in a moment');
  const verdict = liveCashOut(stateOf(round), elapsed(ctx, round));
  if (verdict.kind === 'too_early') throw new AppError('BAD_REQUEST', 'The multiplier has not reached 1.01x yet');
  if (verdict.kind === 'running') throw new AppError('INTERNAL', 'unexpected crash verdict');
  const balance = await finish(ctx, round, verdict);
  return { ...view(ctx, { ...round, status: 'settled' }, verdict), balance };
}

async function liveRound(ctx: GamesContext, userId: string, roundId: string): Promise<RoundWithPair> {
  const round = await findOwnRound(ctx.db, roundId, userId, 'crash');
  if (!isLive(round)) throw new AppError('NOT_FOUND', 'No such live crash round');
  return round;
}

/**
 * The round now (a passed crash or auto cash-out settled first); with `waitMs`, once it has ended by itself
 * or after waitMs, whichever comes first. The end is known in advance (the crash point and auto cash-out
 * are drawn at the start), so this sleeps until then rather than polling; `signal` cuts the wait short
 * when the caller goes away. A cash-out meanwhile is seen: the round is read again after the wait.
 */
export async function getLiveCrash(ctx: GamesContext, userId: string, roundId: string, wait?: { ms: number; signal: AbortSignal }): Promise<CrashLiveRound> {
  let round = await liveRound(ctx, userId, roundId);
  const untilEnd = round.status === 'open' ? liveEndMs(stateOf(round)) - elapsed(ctx, round) : 0;
  if (wait && wait.ms > 0 && untilEnd > 0) {
    // a few ms past the end: a timer may wake a hair early, and the round must have ended when it is read
    // an abort (the caller went away) rejects the wait: it ends it early, nothing more
    await delay(Math.min(untilEnd + 5, wait.ms), undefined, { signal: wait.signal }).catch(() => undefined);
    round = await liveRound(ctx, userId, roundId);
  }
  if (round.status === 'starting') throw new AppError('CONFLICT', 'This round is still starting, try again in a moment');
  return settleLiveIfOver(ctx, round);
}

export async function activeLiveCrash(ctx: GamesContext, userId: string): Promise<CrashLiveRound | null> {
  const round = await findUnfinishedRound(ctx.db, userId, 'crash');
  if (!round || round.status !== 'open') return null;
  return settleLiveIfOver(ctx, round);
}
