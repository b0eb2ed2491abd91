import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_NOTICE, holdAfterSendError, rateLimitNotice, spokenRateLimitNotice } from '../../src/features/chat/components/composer-notice';
import { ApiError, api } from '../../src/lib/api-client';

// Audit: a chat line refused by the rate limit got a toast that did not say when sending works again,
// and a repeated line stayed in the box with no word said.
describe('the chat box when a line is not sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the server's optional retryAfterSeconds from a 429 body (absent: undefined)", async () => {
    const answer = (body: object) => new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 'RATE_LIMITED', message: 'You are sending messages too fast, try again in 4 seconds', retryAfterSeconds: 4 })));
    const limited = await api.post('/api/chat/send', { message: 'hi' }).catch((e: unknown) => e);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 4 });

    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 'RATE_LIMITED', message: 'Too many attempts, try again in 1 minute' })));
    const edge = await api.post('/api/chat/send', { message: 'hi' }).catch((e: unknown) => e);
    expect(edge).toMatchObject({ status: 429, retryAfterSeconds: undefined });
  });

  it('holds the box until the stated moment after a rate limit that says when', () => {
    const error = new ApiError(429, 'You are sending messages too fast, try again in 3 seconds', 'RATE_LIMITED', undefined, 3);
    expect(holdAfterSendError(error, 50_000)).toEqual({ reason: 'rate-limited', until: 53_000 });
  });

  it("shows the server's words for a rate limit that states no wait, and leaves other failures to the toast", () => {
    expect(holdAfterSendError(new ApiError(429, 'Too many attempts, try again in 1 minute', 'RATE_LIMITED'), 0)).toEqual({
      reason: 'refused',
      message: 'Too many attempts, try again in 1 minute',
    });
    expect(holdAfterSendError(new ApiError(403, 'Verify your email to chat', 'EMAIL_NOT_VERIFIED'), 0)).toBeNull();
    expect(holdAfterSendError(new Error('network'), 0)).toBeNull();
  });

  it('says when sending works again, shortly on screen and in words for a screen reader', () => {
    expect(rateLimitNotice(3)).toBe("You're sending too fast. You can send again in 3 s.");
    expect(spokenRateLimitNotice(3)).toBe("You're sending too fast. You can send again in 3 seconds.");
    expect(spokenRateLimitNotice(1)).toBe("You're sending too fast. You can send again in 1 second.");
    expect(DUPLICATE_NOTICE).toBe('You just sent that. Wait a second to send it again.');
  });
});
