import { z } from 'zod';

/**
 * Who is calling, as the gateway resolved it from the session cookie. It travels to services in a
 * header signed with INTERNAL_SECRET; services never take a user id from a body, query or socket event.
 */
export const ZIdentity = z.object({
  /** null for an anonymous visitor */
  userId: z.string().nullable(),
  /** hashed session id, so a service can end exactly this session (logout) */
  sessionId: z.string().nullable(),
  /** the client's address as the gateway saw it (after trusted proxies) */
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  /** issued-at, ms since epoch; a stale header is refused */
  iat: z.number().int(),
});
export type Identity = z.infer<typeof ZIdentity>;

export const IDENTITY_HEADER = 'x-app-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
