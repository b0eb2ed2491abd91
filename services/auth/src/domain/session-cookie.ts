import { stringifySetCookie } from 'cookie';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * whole site, 30 days; Secure when the visitor came over HTTPS (plain HTTP in local use would drop it).
 */
export function sessionCookie(token: string, secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_SECONDS, secure });
}

/** Tells the browser to forget the cookie (logout). */
export function clearedSessionCookie(secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, expires: new Date(0), secure });
}
