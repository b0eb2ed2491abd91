/** A bold digit is about 0.62 em wide; the slot's label needs that per character plus 4 px of padding. */
const CHAR_EM = 0.62;
const LABEL_PAD_PX = 4;

/**
 * How the slot labels fit `slotWidth` px: across at 12 px, else across at 10 px, else (narrow slots: a
 * phone, many rows) turned upright at 10 px, so every payout stays whole and apart from its neighbours.
 */
export function slotLabelLayout(slotWidth: number, labels: readonly string[]): { fontPx: number; vertical: boolean } {
  const longest = Math.max(1, ...labels.map((l) => l.length));
  for (const fontPx of [12, 10]) if (longest * CHAR_EM * fontPx + LABEL_PAD_PX <= slotWidth) return { fontPx, vertical: false };
  return { fontPx: 10, vertical: true };
}
