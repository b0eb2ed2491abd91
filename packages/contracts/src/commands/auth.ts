import { z } from 'zod';

/** The gateway turns a session cookie into an identity with this. `null` = no such live session. */
export const authSessionResolve = {
  request: z.object({ token: z.string().min(1) }),
  response: z
    .object({ userId: z.string(), sessionId: z.string(), isAdmin: z.boolean() })
    .nullable(),
};

/** The most session ids one auth.v1.sessions.live asks about (a caller holding more asks in parts). */
export const MAX_SESSIONS_PER_LIVENESS_CHECK = 500;

/**
 * Which of these sessions are still live (not ended, not expired). A replica that may have missed
 * session.revoked broadcasts (its bus connection dropped) asks this about the sessions it serves.
 */
export const authSessionsLive = {
  request: z.object({ sessionIds: z.array(z.string().min(1).max(128)).max(MAX_SESSIONS_PER_LIVENESS_CHECK) }),
  response: z.object({ live: z.array(z.string()) }),
};

/** Current facts about one user, as the owning service has them now (never a stale session copy). */
export const ZUserFacts = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  isBanned: z.boolean(),
  createdAt: z.string(),
});
export type UserFacts = z.infer<typeof ZUserFacts>;

export const authUserGet = {
  request: z.object({ userId: z.string() }),
  response: ZUserFacts,
};

/**
 * Used by the installer (admin service) to create the first administrator. `userId`: the id the installer
 * recorded for its admin before asking; the account is created with it, or, when an unfinished install
 * already created it, taken over (name, e-mail, password replaced, its sessions ended).
 */
export const authAdminCreate = {
  request: z.object({
    userId: z.string().uuid().optional(),
    username: z.string(),
    email: z.string(),
    password: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
  }),
  response: z.object({ userId: z.string() }),
};

/**
 * Used by the admin service: verify a user's e-mail, ban or unban. Setting a flag to the value it
 * already has is a no-op, so a retry after a timeout is safe. A ban ends every session of the user.
 */
export const authUserModerate = {
  request: z.object({
    userId: z.string(),
    emailVerified: z.literal(true).optional(),
    isBanned: z.boolean().optional(),
    banReason: z.string().trim().max(500).optional(),
  }),
  response: ZUserFacts,
};
