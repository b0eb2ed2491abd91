/**
 * Offer payouts arrive as dollar text ("1.25", "-0.40"). They are turned into whole micro-dollars by
 * reading the digits, never through a float, so that what the offer card shows and what the postback
 * credits come out of the same exact arithmetic.
 */
const DOLLARS = /^(-)?(\d{1,7})(?:\.(\d{1,6}))?$/;

/** Signed micro-dollars of a dollar text, or null when it is not a plain decimal (at most 6 decimals, below $10M). */
export function parseDollarMicros(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const micros = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
  return minus ? -micros : micros;
}

/** The revenue share setting (0..1) as parts per million, so the product below stays an exact integer. */
function shareParts(share: number): number {
  return Math.round(Math.min(Math.max(share, 0), 1) * 1_000_000);
}

/**
 * Points for a payout: round(payout × 100 × share), 100 points per dollar, halves rounded up.
 * `micros` is non-negative (a reversal takes back what the conversion credited, not a new computation).
 * BigInt, because micros × parts can pass 2^53 for large payouts.
 */
export function offerPoints(micros: number, share: number): number {
  const scaled = BigInt(Math.abs(micros)) * BigInt(shareParts(share));
  return Number((scaled + 5_000_000_000n) / 10_000_000_000n);
}
