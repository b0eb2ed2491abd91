import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import type { Identity } from '@app/contracts';
import { AppError } from '@app/platform';
import type { Logger } from 'pino';
import type { GatewayRequestState } from '../http/request-state.js';
import type { SessionResolver } from './session-resolver.js';

export const SESSION_COOKIE = 'sid';
const MAX_USER_AGENT = 512;

/** The session cookie's value, if the request carries a non-empty one. */
export function sessionToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  try {
    return parseCookie(header)[SESSION_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who is calling: the user of the live session named by the cookie, or a visitor (userId null) when there
 * is no cookie or auth says the session does not exist. When auth cannot be asked, a request with a cookie
 * is refused (503) rather than served as a visitor's: failing open would log players out at random and
 * let a logged-out session keep its cached rights.
 */
export async function identifyCaller(req: IncomingMessage, state: GatewayRequestState, sessions: SessionResolver, logger: Logger): Promise<Identity> {
  const token = sessionToken(req);
  state.sessionToken = token;
  let session = null;
  if (token) {
    try {
      session = await sessions.resolve(token);
    } catch (err) {
      logger.warn({ err }, 'could not resolve a session: refusing the request');
      throw new AppError('UNAVAILABLE', 'Sign-in is temporarily unavailable, please retry in a moment');
    }
  }
  return {
    userId: session?.userId ?? null,
    sessionId: session?.sessionId ?? null,
    ip: state.clientIp,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
    requestId: state.requestId,
    iat: Date.now(),
  };
}
