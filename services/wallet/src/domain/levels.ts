/**
 * Player levels, from the points a player has wagered in games (every stake counts, won or lost): level
 * 1 + ⌊√(wagered / 100)⌋, so 100 points wagered reach level 2, 400 level 3, 900 level 4, 10,000 level
 * 11, up to MAX_LEVEL. The spec keeps a level per user (default 1) and a `level_up` notification; how a
 * level is earned is the product's choice: here, by play, the one activity every player shares.
 */
export const POINTS_PER_LEVEL_STEP = 100;
export const MAX_LEVEL = 100;

export function levelOf(totalWagered: number): number {
  const steps = Math.floor(Math.sqrt(Math.floor(Math.max(0, totalWagered) / POINTS_PER_LEVEL_STEP)));
  return Math.min(MAX_LEVEL, 1 + steps);
}

/**
 * levelOf in SQL, for a bigint expression: the same integer arithmetic (⌊√k⌋ of a whole k below 2^52 is
 * exact in double precision, in PostgreSQL as in JavaScript).
 */
export function levelSql(totalWagered: string): string {
  return `LEAST(${MAX_LEVEL}, 1 + floor(sqrt((GREATEST(${totalWagered}, 0) / ${POINTS_PER_LEVEL_STEP})::double precision)))::int`;
}
