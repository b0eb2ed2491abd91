// A multiplier written out plainly, with at most two decimals (the server's own rule): '2.555' or '5e1'
// would otherwise be sent as a target other than the one the box shows (2.56, 50).
const PLAIN_TARGET = /^\d+(\.\d{1,2})?$/;

export const TARGET_RULE = 'From 1.01x to 1000x, at most two decimals';

/** The auto cash-out target the box shows, or null when it is not one the server takes. */
export function parseTarget(text: string): number | null {
  const trimmed = text.trim();
  if (!PLAIN_TARGET.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1.01 && value <= 1000 ? value : null;
}
