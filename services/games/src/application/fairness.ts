import type { GameType, GetFairnessResponse, GetFairnessRoundResponse, PostFairnessRotateResponse } from '@app/contracts';
import { AppError } from '@app/platform';
import { TX_OPTIONS } from '../db/client.js';
import { countUnfinishedOnPair, findOwnRound } from '../db/rounds.js';
import { activePair, createPairIfMissing, insertActivePair, retireActivePair } from '../db/seed-pairs.js';
import type { GamesContext } from './context.js';

export async function currentFairness(ctx: GamesContext, userId: string): Promise<GetFairnessResponse> {
  const pair = await activePair(ctx.db, userId);
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/**
 * Reveals the current server seed and makes a new pair current (nonce 0). Refused (409) while a mines,
 * blackjack or live crash round drawn from the current seed is unfinished: revealing the seed would reveal
 * its mines, cards or crash point. The check runs after the pair row is locked, so a round starting at the
 * same moment either commits first (and is seen) or draws from the new pair.
 */
export async function rotateSeeds(ctx: GamesContext, userId: string, clientSeed: string | undefined): Promise<PostFairnessRotateResponse> {
  await createPairIfMissing(ctx.db, userId);
  return ctx.db.$transaction(async (tx) => {
    const previous = await retireActivePair(tx, userId, new Date(ctx.now()));
    if (!previous) throw new AppError('CONFLICT', 'Your seeds changed meanwhile, try again');
    if ((await countUnfinishedOnPair(tx, previous.id)) > 0) throw new AppError('CONFLICT', 'Finish your open mines, blackjack or crash round before changing seeds');
    const next = await insertActivePair(tx, userId, clientSeed);
    return {
      previousServerSeed: previous.serverSeed,
      previousServerSeedHash: previous.serverSeedHash,
      previousClientSeed: previous.clientSeed,
      previousNonce: Number(previous.nonce),
      serverSeedHash: next.serverSeedHash,
      clientSeed: next.clientSeed,
      nonce: 0,
    };
  }, TX_OPTIONS);
}

const STATUS: Record<string, GetFairnessRoundResponse['status']> = { pending: 'pending', starting: 'open', open: 'open', doubling: 'open', settling: 'settling', settled: 'settled' };

/** Everything the browser needs to recompute one of the player's rounds; the server seed once it is revealed. */
export async function verifiableRound(ctx: GamesContext, userId: string, roundId: string): Promise<GetFairnessRoundResponse> {
  const round = await findOwnRound(ctx.db, roundId, userId);
  const decided = round.multiplier !== null;
  return {
    roundId: round.id,
    game: round.game as GameType,
    status: STATUS[round.status] ?? 'pending',
    algorithm: round.algorithm,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.seedPair.revealedAt ? round.seedPair.serverSeed : null,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    betAmount: round.stake,
    winAmount: decided ? round.payout : null,
    multiplier: round.multiplier,
    params: round.params as Record<string, unknown>,
    outcome: decided ? (round.outcome as Record<string, unknown>) : null,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
