import { describe, expect, it } from 'vitest';
import { runOpenLoop } from '../../src/open-loop.js';

describe('the open-loop load', () => {
  it('counts each error by what went wrong: the answer status and code, or the client error', async () => {
    let n = 0;
    const outcomes: (() => Promise<true | string>)[] = [
      async () => true,
      async () => '429 RATE_LIMITED',
      () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })),
      async () => '429 RATE_LIMITED',
    ];
    const result = await runOpenLoop({ rate: 400, durationMs: 10, players: 4, send: () => outcomes[n++ % outcomes.length]!() });
    expect(result.sent).toBe(4);
    expect(result.ok).toBe(1);
    expect(result.errors).toBe(3);
    expect(result.errorKinds).toEqual({ '429 RATE_LIMITED': 2, ECONNRESET: 1 });
  });
});
