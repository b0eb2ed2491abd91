/** Exact binomial coefficient. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** A ratio of big integers as a number, with enough precision for an RTP. */
export function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}
