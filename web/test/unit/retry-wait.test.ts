import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../src/lib/api-client';
import { retryAtOf, retryWaitText } from '../../src/lib/retry-wait';

// Audit: a form refused by one of the gateway's rate limits (login, register, forgot password, a
// withdrawal request) said "try again in 60 minutes" and kept saying it as the minutes went by.
describe('how long a rate-limited form says to wait', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes the moment the form may be sent again from the 429 answer, counted from when it arrived', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many attempts, try again in 4 minutes', retryAfterSeconds: 215 }), { status: 429 })));
    const limited = await api.post('/api/auth/forgot-password', { email: 'a@example.com' }).catch((e: unknown) => e);
    vi.setSystemTime(1_060_000);
    expect(retryAtOf(limited)).toBe(1_000_000 + 215_000);
  });

  it('has no moment for other failures, nor for a rate limit that does not say when', () => {
    expect(retryAtOf(new ApiError(429, 'Too many attempts, try again in 1 minute', 'RATE_LIMITED'))).toBeNull();
    expect(retryAtOf(new ApiError(400, 'Invalid email', 'VALIDATION_FAILED', 'email'))).toBeNull();
    expect(retryAtOf(new Error('offline'))).toBeNull();
    expect(retryAtOf(null)).toBeNull();
  });

  it('says whole minutes, rounded up, while a minute or more is left, then seconds, then that it can be tried now', () => {
    expect(retryWaitText(3600)).toBe('Too many attempts. Try again in 60 minutes.');
    expect(retryWaitText(215)).toBe('Too many attempts. Try again in 4 minutes.');
    expect(retryWaitText(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(retryWaitText(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(retryWaitText(59)).toBe('Too many attempts. Try again in 59 seconds.');
    expect(retryWaitText(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(retryWaitText(0)).toBe('You can try again now.');
  });
});
