import { z } from 'zod';

/** The ten games; the string is the `gameType` of history rows and the `game` of events and wallet bets. */
export const gameTypes = ['dice', 'roulette', 'crash', 'mines', 'slots', 'blackjack', 'wheel', 'keno', 'plinko', 'baccarat'] as const;
export const ZGameType = z.enum(gameTypes);
export type GameType = z.infer<typeof ZGameType>;

/** A stake in points: a whole number ≥ 1 (0, negative, fractional or non-numeric → 400 naming the field). */
export function gameStakeField(name: string) {
  return z
    .number({ error: `${name} must be a number of points` })
    .int({ error: `${name} must be a whole number of points` })
    .min(1, { error: `${name} must be at least 1` })
    .max(1_000_000_000, { error: `${name} is too large` });
}

export const ZBetAmount = gameStakeField('betAmount');

/** A multiplier with at most two decimals, e.g. 2.35. */
export function gameMultiplierField(name: string, min: number, max: number) {
  return z
    .number({ error: `${name} must be a number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: `${name} has at most two decimals` });
}

/**
 * What every played round answers besides its outcome: the round (for GET /api/games/fairness/rounds/:id),
 * the balance after it, and the provably-fair inputs it was drawn from.
 */
export const ZRoundReceipt = z.object({
  roundId: z.string(),
  /** the player's balance after this action, when the wallet reported it */
  balance: z.number().int().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RoundReceipt = z.infer<typeof ZRoundReceipt>;

/** A playing card (blackjack, baccarat). `value`: blackjack value (A = 11, faces 10) or baccarat value (faces 0). */
export const ZCard = z.object({
  rank: z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']),
  suit: z.enum(['diamonds', 'hearts', 'spades', 'clubs']),
  value: z.number().int(),
});
export type Card = z.infer<typeof ZCard>;

/** Fields the spec's client sends with an outcome it computed itself: accepted for compatibility, ignored. */
export const ZIgnoredClientOutcome = z.unknown().optional();
