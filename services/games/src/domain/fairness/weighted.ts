/**
 * Picks an index with probability weight_i / Σ weights: r = floor(float × Σ weights), then the first index
 * whose cumulative weight exceeds r. Weights are positive integers, so each index gets exactly its share.
 */
export function pickWeighted(weights: readonly number[], float: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const r = Math.floor(float * total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i]!;
    if (r < cumulative) return i;
  }
  return weights.length - 1;
}
