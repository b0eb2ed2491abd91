import { createHmac, timingSafeEqual } from 'node:crypto';
import { ZIdentity, type Identity } from '@app/contracts';
import { AppError } from '../errors.js';

/** How old a signed identity may be when it reaches a service (covers clock skew and slow hops). */
const MAX_AGE_MS = 60_000;

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `base64url(json).hmac`: what the gateway puts in the identity header of every request it forwards. */
export function signIdentity(identity: Identity, secret: string): string {
  const payload = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** Returns the identity if the header is signed with our secret and fresh, otherwise null. */
export function verifyIdentity(header: string | undefined, secret: string, now = Date.now()): Identity | null {
  if (!header) return null;
  const dot = header.indexOf('.');
  if (dot <= 0) return null;
  const payload = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1));
  const expected = Buffer.from(mac(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = ZIdentity.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    if (Math.abs(now - parsed.data.iat) > MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** The signed-in user's id, or a 401 the web turns into 'please log in'. */
export function requireUserId(identity: Identity | undefined): string {
  if (!identity?.userId) throw new AppError('UNAUTHENTICATED', 'You must be logged in');
  return identity.userId;
}
