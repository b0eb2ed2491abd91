import type { ServerResponse } from 'node:http';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallerLimit, SHARED_COUNT_FLUSH_MS, type SharedCounts } from '../../src/security/caller-limit.js';

const logger = pino({ level: 'silent' });
const rule = { limit: 3, windowMs: 60_000 };

/** A response that records its headers. */
function response() {
  const headers = new Map<string, string>();
  return { headers, res: { headersSent: false, setHeader: (name: string, value: string) => void headers.set(name, value) } as unknown as ServerResponse };
}

/** Redis as the replicas share it: totals per key, what this replica sent, and whether it is reachable. */
function sharedCounts() {
  const totals = new Map<string, number>();
  const sent: [string, number][] = [];
  const state = { up: true, failNext: false };
  const counts: SharedCounts = {
    add: async (key, hits) => {
      if (state.failNext) {
        state.failNext = false;
        throw new Error('Connection is closed.');
      }
      sent.push([key, hits]);
      totals.set(key, (totals.get(key) ?? 0) + hits);
      return { total: totals.get(key)!, ttlMs: 30_000 };
    },
    ready: () => state.up,
  };
  return { counts, totals, sent, state };
}

const send = async () => {
  await vi.advanceTimersByTimeAsync(SHARED_COUNT_FLUSH_MS);
};

describe('the per-caller API limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a request at once, states the limit, and refuses the one over it with the time left in the window', () => {
    const limit = new CallerLimit(null, rule, logger);
    for (let i = 0; i < 3; i++) expect(limit.count('user:a', response().res)).toBeNull();
    const { headers, res } = response();
    const refused = limit.count('user:a', res);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60, message: 'Too many attempts, try again in 1 minute' });
    expect(headers.get('RateLimit-Policy')).toBe('3;w=60');
    expect(headers.get('RateLimit')).toBe('limit=3, remaining=0, reset=60');
    expect(limit.count('user:b', response().res)).toBeNull(); // another caller goes on
  });

  it('opens a new window once the old one has ended', () => {
    const limit = new CallerLimit(null, rule, logger);
    for (let i = 0; i < 4; i++) limit.count('user:a', response().res);
    vi.advanceTimersByTime(60_000);
    expect(limit.count('user:a', response().res)).toBeNull();
  });

  it("sends each caller's new hits to the shared counts in one add per caller, not one per request", async () => {
    const shared = sharedCounts();
    const limit = new CallerLimit(shared.counts, rule, logger);
    limit.count('user:a', response().res);
    limit.count('user:a', response().res);
    limit.count('user:b', response().res);
    expect(shared.sent).toEqual([]);
    await send();
    expect(shared.sent).toEqual([
      ['user:a', 2],
      ['user:b', 1],
    ]);
    await send();
    expect(shared.sent).toHaveLength(2); // nothing new, nothing sent
  });

  it("hears the other replicas' hits in the shared total, and counts them against the limit, with the shared window's end", async () => {
    const shared = sharedCounts();
    shared.totals.set('user:a', 2); // another gateway's
    const limit = new CallerLimit(shared.counts, rule, logger);
    expect(limit.count('user:a', response().res)).toBeNull(); // not heard of yet
    await send();
    const { headers, res } = response();
    expect(limit.count('user:a', res)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 30 });
    expect(headers.get('RateLimit')).toBe('limit=3, remaining=0, reset=30');
  });

  it('keeps counting here while the shared counts are unreachable, and sends those hits once they are back', async () => {
    const shared = sharedCounts();
    shared.state.up = false;
    const limit = new CallerLimit(shared.counts, rule, logger);
    for (let i = 0; i < 3; i++) expect(limit.count('user:a', response().res)).toBeNull();
    expect(limit.count('user:a', response().res)).toMatchObject({ code: 'RATE_LIMITED' });
    await send();
    expect(shared.sent).toEqual([]);
    shared.state.up = true;
    await send();
    expect(shared.sent).toEqual([['user:a', 4]]);
  });

  it('sends again the hits of a send that failed', async () => {
    const shared = sharedCounts();
    shared.state.failNext = true;
    const limit = new CallerLimit(shared.counts, rule, logger);
    limit.count('user:a', response().res);
    await send(); // fails
    limit.count('user:a', response().res);
    await send();
    expect(shared.sent).toEqual([['user:a', 2]]);
    expect(shared.totals.get('user:a')).toBe(2);
  });
});
