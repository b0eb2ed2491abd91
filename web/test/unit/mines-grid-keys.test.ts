import { describe, expect, it } from 'vitest';
import { gridArrowTarget } from '../../src/features/games/components/mines/grid-arrow-keys';

// The mines board is a 5×5 grid with one tab stop: the arrow keys move between tiles (WAI-ARIA grid pattern).
describe('the mines board: arrow keys move between tiles', () => {
  const move = (tile: number, key: string) => gridArrowTarget(tile, key, 5, 25);

  it('moves one tile left, right, up and down', () => {
    expect(move(12, 'ArrowLeft')).toBe(11);
    expect(move(12, 'ArrowRight')).toBe(13);
    expect(move(12, 'ArrowUp')).toBe(7);
    expect(move(12, 'ArrowDown')).toBe(17);
  });

  it('stops at the edges instead of wrapping to the next row or column', () => {
    expect(move(10, 'ArrowLeft')).toBe(10);
    expect(move(14, 'ArrowRight')).toBe(14);
    expect(move(3, 'ArrowUp')).toBe(3);
    expect(move(23, 'ArrowDown')).toBe(23);
  });

  it('goes to the first and last tile of the row with Home and End', () => {
    expect(move(12, 'Home')).toBe(10);
    expect(move(12, 'End')).toBe(14);
    expect(move(0, 'End')).toBe(4);
  });

  it('leaves Enter, Space and Tab to the browser', () => {
    expect(move(12, 'Enter')).toBeNull();
    expect(move(12, ' ')).toBeNull();
    expect(move(12, 'Tab')).toBeNull();
  });
});
