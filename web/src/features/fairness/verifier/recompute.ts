import { baccaratVerifier } from './games/baccarat';
import { blackjackVerifier } from './games/blackjack';
import { crashVerifier } from './games/crash';
import { diceVerifier } from './games/dice';
import { kenoVerifier } from './games/keno';
import { minesVerifier } from './games/mines';
import { plinkoVerifier } from './games/plinko';
import { rouletteVerifier } from './games/roulette';
import { slotsVerifier } from './games/slots';
import { wheelVerifier } from './games/wheel';
import { roundFloats, type Seeds } from './hmac-floats';
import { VerifierInputError, type Params } from './params';
import type { GameVerifier, PublishedTables, Recomputed } from './types';

export const VERIFIERS = {
  dice: diceVerifier,
  roulette: rouletteVerifier,
  crash: crashVerifier,
  mines: minesVerifier,
  slots: slotsVerifier,
  blackjack: blackjackVerifier,
  wheel: wheelVerifier,
  keno: kenoVerifier,
  plinko: plinkoVerifier,
  baccarat: baccaratVerifier,
} satisfies Record<string, GameVerifier>;

export type VerifiableGame = keyof typeof VERIFIERS;
export const verifiableGames = Object.keys(VERIFIERS) as VerifiableGame[];

export function isVerifiableGame(game: string): game is VerifiableGame {
  return game in VERIFIERS;
}

export interface RecomputeInput extends Seeds {
  game: string;
  /** the bet, plus the player's decisions for the games that have them (mines `revealed`, blackjack `actions`, live crash `cashOutMultiplier`) */
  params: Params;
}

/** Recomputes a round's outcome from its seeds and bet, in the browser. */
export async function recompute(input: RecomputeInput, tables: PublishedTables = {}): Promise<Recomputed> {
  if (!isVerifiableGame(input.game)) throw new VerifierInputError(`Unknown game '${input.game}'`);
  if (!Number.isInteger(input.nonce) || input.nonce < 0) throw new VerifierInputError('nonce must be a whole number, 0 or more');
  const verifier: GameVerifier = VERIFIERS[input.game];
  const floats = await roundFloats(input, verifier.floatsNeeded(input.params));
  return verifier.compute(floats, input.params, tables);
}

/**
 * The player's own decisions are part of the stored outcome, not of the bet: the tiles revealed (mines),
 * the actions taken (blackjack), the multiplier cashed out at (live crash). They are inputs to the
 * recomputation, so they are copied into the params and not themselves checked.
 */
export const DECISION_FIELDS: Partial<Record<VerifiableGame, readonly string[]>> = {
  mines: ['revealed'],
  blackjack: ['actions'],
  crash: ['cashOutMultiplier'],
};

export function withDecisions(game: string, params: Params, outcome: Params | null): Params {
  const fields = isVerifiableGame(game) ? (DECISION_FIELDS[game] ?? []) : [];
  const merged: Params = { ...params };
  for (const field of fields) if (outcome && field in outcome && !(field in params)) merged[field] = outcome[field];
  return merged;
}
