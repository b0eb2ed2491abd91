import { describe, expect, it } from 'vitest';
import { MemoryCooldown } from '../../src/rate-limit/cooldown.js';

describe('in-memory cool-down (resend-verification in the embedded mode)', () => {
  it('allows once per period per key', async () => {
    let now = 1_000;
    const cooldown = new MemoryCooldown(60_000, () => now);
    expect(await cooldown.take('u1')).toBe(true);
    expect(await cooldown.take('u1')).toBe(false);
    expect(await cooldown.take('u2')).toBe(true);
    now += 59_999;
    expect(await cooldown.take('u1')).toBe(false);
    now += 1;
    expect(await cooldown.take('u1')).toBe(true);
  });
});
