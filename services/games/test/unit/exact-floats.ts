/**
 * Exact distributions induced by the 32-bit floats (float = k / 2^32, k = 0 .. 2^32 − 1): how many of the
 * 2^32 values of k give floor(float × n) = i. The RTP tests weigh outcomes by these counts, so they are
 * exact for the generator as built, not for an idealised uniform float.
 */
export const SPACE = 2n ** 32n;

/** count of k with floor(k × n / 2^32) = i, i.e. k in [ceil(i·2^32/n), ceil((i+1)·2^32/n)) */
export function bucketCounts(n: number): bigint[] {
  const N = BigInt(n);
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  return Array.from({ length: n }, (_, i) => ceilDiv(BigInt(i + 1) * SPACE, N) - ceilDiv(BigInt(i) * SPACE, N));
}

/** A rational as a number (15 significant digits are plenty for an RTP). */
export function toNumber(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}
