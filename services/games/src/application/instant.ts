import type { GameType, PayoutReach, RoundReceipt } from '@app/contracts';
import type { Round } from '../db/generated/client.js';
import { generateFloats } from '../domain/fairness/floats.js';
import type { GamesContext } from './context.js';
import { drawRound, settleInstant, type Decision } from './lifecycle.js';
import { ensureWithinMaxWin } from './max-win.js';
import { ensureAffordable, ensureWithinMaxBet } from './wallet.js';

export interface InstantDraw<V> {
  /** the bet as the server read it, stored for verification */
  params: Record<string, unknown>;
  decision: Decision;
  /** the game's part of the answer */
  view: V;
}

export interface InstantPlay<V> {
  userId: string;
  game: GameType;
  stake: number;
  /** the request field a stake problem is reported on */
  field: string;
  /** the most the bet as placed can pay, by its stake (refused up front beyond games_max_win) */
  reach: PayoutReach;
  /** how many floats the game reads */
  floats: number;
  draw: (floats: number[]) => InstantDraw<V>;
}

/**
 * An instant game round: refuse a stake above the max bet, a bet that could win more than the max win, and an obviously unaffordable stake, draw and record the round (nonce taken
 * in the same transaction), then settle stake and payout with one idempotent wallet bet.
 */
export async function playInstant<V>(ctx: GamesContext, play: InstantPlay<V>): Promise<V & RoundReceipt> {
  ensureWithinMaxBet(ctx, play.stake, play.field);
  ensureWithinMaxWin(ctx, { stake: play.stake, field: play.field, reach: play.reach });
  await ensureAffordable(ctx, play.userId, play.stake, play.field);
  let drawn: InstantDraw<V> | undefined;
  const { round } = await drawRound(ctx, {
    userId: play.userId,
    game: play.game,
    stake: play.stake,
    stateful: false,
    draw: (seeds) => (drawn = play.draw(generateFloats(seeds, play.floats))),
  });
  const balance = await settleInstant(ctx, round, play.field);
  return { ...drawn!.view, ...receipt(round, balance) };
}

export function receipt(round: Round, balance: number | null): RoundReceipt {
  return { roundId: round.id, balance, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
}
