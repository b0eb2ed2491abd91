/**
 * The choice an arrow key moves a radio group to (WAI-ARIA radio group pattern: Right/Down select the next
 * radio, Left/Up the previous, wrapping around), or null for any other key. Radix's radio group moves the
 * focus on every press but checks the radio it lands on only while the key is still held when the focus
 * arrives, which a quick tap (or a screen reader's synthetic press) is not: the group selects it itself.
 */
export function radioArrowChoice<T>(values: readonly T[], current: T, key: string): T | null {
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  const at = values.indexOf(current);
  if (step === 0 || at === -1) return null;
  return values[(at + step + values.length) % values.length]!;
}
