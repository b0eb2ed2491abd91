import { describe, expect, it } from 'vitest';
import { MemoryCooldown } from '../../src/rate-limit/cooldown.js';

describe('in-memory cool-down (resend-verification in the embedded mode)', () => {
  it('allows once per period per key, and a refusal says the whole seconds left (at least 1)', async () => {
    let now = 1_000;
    const cooldown = new MemoryCooldown(60_000, () => now);
    expect(await cooldown.take('u1')).toEqual({ allowed: true });
    expect(await cooldown.take('u1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await cooldown.take('u2')).toEqual({ allowed: true });
    now += 20_500;
    expect(await cooldown.take('u1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now += 39_499;
    expect(await cooldown.take('u1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1;
    expect(await cooldown.take('u1')).toEqual({ allowed: true });
  });
});
