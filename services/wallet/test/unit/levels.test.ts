import { describe, expect, it } from 'vitest';
import { levelOf, MAX_LEVEL } from '../../src/domain/levels.js';

describe('player levels from the points wagered', () => {
  it('starts at level 1 and reaches level n at 100 × (n − 1)² points wagered', () => {
    expect([0, 99, 100, 399, 400, 899, 900, 9_999, 10_000].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 10, 11]);
  });

  it(`stops at level ${MAX_LEVEL}, and reads a negative total (which cannot happen) as none`, () => {
    expect(levelOf(100 * 99 ** 2 - 1)).toBe(99);
    expect(levelOf(100 * 99 ** 2)).toBe(MAX_LEVEL);
    expect(levelOf(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
    expect(levelOf(-500)).toBe(1);
  });
});
