import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, clearedSessionCookie, sessionCookie } from '../../src/domain/session-cookie.js';

describe('the session cookie', () => {
  it('is sid, HttpOnly, SameSite=Lax, for the whole site, for 30 days', () => {
    expect(parseSetCookie(sessionCookie('tok', false))).toMatchObject({ name: 'sid', value: 'tok', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 2_592_000 });
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 3600);
  });

  it('is Secure only when the visitor came over HTTPS', () => {
    expect(parseSetCookie(sessionCookie('tok', true)).secure).toBe(true);
    expect(parseSetCookie(sessionCookie('tok', false)).secure).toBeFalsy();
  });

  it('is cleared at logout with an empty value that expires at once', () => {
    expect(parseSetCookie(clearedSessionCookie(false))).toMatchObject({ name: 'sid', value: '', maxAge: 0, httpOnly: true, path: '/' });
  });
});
