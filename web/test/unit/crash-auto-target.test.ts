import { describe, expect, it } from 'vitest';
import { parseTarget } from '../../src/features/games/components/crash/crash-target';

// The auto cash-out box took '2.555' (sent as 2.55 or 2.56, after float rounding) and '5e1' (sent as 50x):
// the round then played a target the box did not show. The server takes at most two decimals.
describe('the auto cash-out target', () => {
  it('is what the box shows, with at most two decimals', () => {
    expect(parseTarget('2')).toBe(2);
    expect(parseTarget('2.5')).toBe(2.5);
    expect(parseTarget(' 1.01 ')).toBe(1.01);
    expect(parseTarget('1000')).toBe(1000);
  });

  it('is no target when written otherwise or out of 1.01x to 1000x', () => {
    for (const text of ['2.555', '5e1', '0x10', '', '-2', '1', '1.005', '1000.01', 'Infinity', '2.']) expect(parseTarget(text), text).toBeNull();
  });
});
