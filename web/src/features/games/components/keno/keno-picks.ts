export const KENO_NUMBERS = 80;
export const MAX_PICKS = 10;

/** Quick Pick: 10 distinct random numbers of 1–80. */
export function quickPick(count = MAX_PICKS): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const picks: number[] = [];
  while (picks.length < count) picks.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  return picks.sort((a, b) => a - b);
}

/** Toggles a number; picks beyond 10 are ignored (spec section 5). */
export function togglePick(selected: readonly number[], n: number): number[] {
  if (selected.includes(n)) return selected.filter((s) => s !== n);
  if (selected.length >= MAX_PICKS) return [...selected];
  return [...selected, n].sort((a, b) => a - b);
}
