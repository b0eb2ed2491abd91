/**
 * Draws `count` items without replacement, one float per draw (Fisher–Yates in its original "strike out"
 * form, as the best-known scheme does): draw i takes position floor(float_i × remaining) of the items not
 * yet drawn, kept in their original order. Returns the items in draw order.
 */
export function drawWithoutReplacement<T>(items: readonly T[], count: number, floats: readonly number[]): T[] {
  if (count > items.length) throw new RangeError(`cannot draw ${count} of ${items.length}`);
  if (floats.length < count) throw new RangeError(`need ${count} floats, got ${floats.length}`);
  const remaining = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i++) {
    const position = Math.floor(floats[i]! * remaining.length);
    drawn.push(remaining.splice(position, 1)[0]!);
  }
  return drawn;
}
