import type { MinesRound, PostMinesCashoutRequest, PostMinesRevealRequest, PostMinesStartRequest } from '@app/contracts';
import { AppError } from '@app/platform';
import type { Round } from '../../db/generated/client.js';
import { findOwnRound, findUnfinishedRound, type RoundWithPair } from '../../db/rounds.js';
import { generateFloats } from '../../domain/fairness/floats.js';
import { minesMultiplier100, minesPayout, placeMines, revealTile, safeTiles, type MinesState } from '../../domain/games/mines.js';
import type { GamesContext } from '../context.js';
import { decideStateful, drawRound, ensureOpen, moveRound, openStateful, type Decision } from '../lifecycle.js';
import { ensureAffordable, ensureWithinMaxBet } from '../wallet.js';

interface MinesParams {
  betAmount: number;
  mineCount: number;
  houseEdge: number;
  /** games_max_win when the round started (rounds from before the rule have none: the current setting) */
  maxWin?: number;
}

const paramsOf = (round: Round) => round.params as unknown as MinesParams;
const stateOf = (round: Round) => round.state as unknown as MinesState;

/** The player's view: the mines stay hidden while the round is open. */
function view(round: Round, action: { tileIndex?: number | null; balance?: number | null } = {}): MinesRound {
  const { mineCount, houseEdge } = paramsOf(round);
  const state = stateOf(round);
  const over = round.status === 'settling' || round.status === 'settled';
  const busted = over && (round.payout ?? 0) === 0;
  const safeRevealed = state.revealed.filter((tile) => !state.mines.includes(tile));
  const safe = safeRevealed.length;
  return {
    roundId: round.id,
    status: !over ? 'open' : busted ? 'busted' : 'cashed_out',
    betAmount: round.stake,
    mineCount,
    revealedTiles: safeRevealed,
    tileIndex: action.tileIndex ?? null,
    hitMine: busted,
    revealedMines: over ? state.mines : [],
    currentMultiplier: busted ? 0 : minesMultiplier100(mineCount, safe, houseEdge) / 100,
    nextMultiplier: !over && safe < safeTiles(mineCount) ? minesMultiplier100(mineCount, safe + 1, houseEdge) / 100 : null,
    gameOver: over,
    winnings: round.payout ?? 0,
    balance: action.balance ?? null,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  };
}

export async function startMines(ctx: GamesContext, userId: string, request: PostMinesStartRequest): Promise<MinesRound> {
  ensureWithinMaxBet(ctx, request.betAmount, 'betAmount');
  await ensureAffordable(ctx, userId, request.betAmount, 'betAmount');
  // the multipliers and the most the round may pay are fixed with the settings read here, kept in the params
  const houseEdge = ctx.settings.get('house_edge_mines');
  const maxWin = ctx.settings.get('games_max_win');
  const { round } = await drawRound(ctx, {
    userId,
    game: 'mines',
    stake: request.betAmount,
    stateful: true,
    draw: (seeds) => ({
      params: { betAmount: request.betAmount, mineCount: request.mineCount, houseEdge, maxWin },
      state: { mines: placeMines(generateFloats(seeds, request.mineCount), request.mineCount), revealed: [] },
    }),
  });
  const balance = await openStateful(ctx, round, 'betAmount');
  return view({ ...round, status: 'open' }, { balance });
}

/** `roundId` when given (it must be the player's), else the player's open round. */
async function targetRound(ctx: GamesContext, userId: string, roundId: string | undefined): Promise<RoundWithPair> {
  const round = roundId ? await findOwnRound(ctx.db, roundId, userId, 'mines') : await findUnfinishedRound(ctx.db, userId, 'mines');
  if (!round) throw new AppError('NOT_FOUND', 'You have no mines round in progress');
  return round;
}

/** The most this round may pay (games_max_win as it was at its start). */
function maxWinOf(ctx: GamesContext, round: Round): number {
  return paramsOf(round).maxWin ?? ctx.settings.get('games_max_win');
}

/**
 * What `safe` revealed tiles pay, within the round's max win: a cleared board with many mines multiplies a
 * stake by up to 3,170,697, so the payout is capped (and the round cashed out when it reaches the cap,
 * see revealMinesTile) rather than refusing every stake whose full board could pay past it.
 */
function decision(ctx: GamesContext, round: Round, state: MinesState, safe: number, hitTile: number | null): Decision {
  const { mineCount, houseEdge } = paramsOf(round);
  const maxWin = maxWinOf(ctx, round);
  const uncapped = hitTile === null ? minesPayout(round.stake, mineCount, safe, houseEdge) : 0;
  const capped = uncapped > maxWin;
  return {
    payout: capped ? maxWin : uncapped,
    multiplier100: hitTile !== null ? 0 : capped ? Math.floor((maxWin * 100) / round.stake) : minesMultiplier100(mineCount, safe, houseEdge),
    result: safe,
    outcome: { mines: state.mines, revealed: state.revealed, hitTile },
    state: { ...state },
  };
}

async function finish(ctx: GamesContext, round: Round, state: MinesState, d: Decision, tileIndex: number | null): Promise<MinesRound> {
  const balance = await decideStateful(ctx, round, { status: 'open', step: round.step }, d);
  return view({ ...round, status: 'settled', payout: d.payout, state: state as never }, { tileIndex, balance });
}

/** A mine ends the round (nothing paid); the last safe tile, or one whose payout reaches the max win, cashes out by itself. */
export async function revealMinesTile(ctx: GamesContext, userId: string, request: PostMinesRevealRequest): Promise<MinesRound> {
  const round = await targetRound(ctx, userId, request.roundId);
  ensureOpen(round);
  const verdict = revealTile(stateOf(round), request.tileIndex);
  if (verdict.kind === 'already_revealed') throw new AppError('CONFLICT', 'This tile is already revealed');
  const state: MinesState = { mines: stateOf(round).mines, revealed: verdict.revealed };
  if (verdict.kind === 'mine') return finish(ctx, round, state, decision(ctx, round, state, verdict.revealed.length - 1, request.tileIndex), request.tileIndex);
  if (verdict.kind === 'cleared') return finish(ctx, round, state, decision(ctx, round, state, verdict.revealed.length, null), request.tileIndex);
  const { mineCount, houseEdge } = paramsOf(round);
  if (minesPayout(round.stake, mineCount, verdict.revealed.length, houseEdge) >= maxWinOf(ctx, round)) {
    return finish(ctx, round, state, decision(ctx, round, state, verdict.revealed.length, null), request.tileIndex);
  }
  const moved = await moveRound(ctx, round.id, { status: 'open', step: round.step }, { state: state as never, step: { increment: 1 } });
  if (!moved) throw new AppError('CONFLICT', 'This round changed meanwhile, reload it');
  return view({ ...round, state: state as never }, { tileIndex: request.tileIndex });
}

/** Pays the current multiplier once (a second cash-out finds the round over: 409). */
export async function cashOutMines(ctx: GamesContext, userId: string, request: PostMinesCashoutRequest): Promise<MinesRound> {
  const round = await targetRound(ctx, userId, request.roundId);
  ensureOpen(round);
  const state = stateOf(round);
  if (state.revealed.length === 0) throw new AppError('BAD_REQUEST', 'Reveal at least one tile before cashing out');
  return finish(ctx, round, state, decision(ctx, round, state, state.revealed.length, null), null);
}

/** The round the player can come back to (mines rounds never expire). */
export async function activeMines(ctx: GamesContext, userId: string): Promise<MinesRound | null> {
  const round = await findUnfinishedRound(ctx.db, userId, 'mines');
  return round ? view(round) : null;
}
