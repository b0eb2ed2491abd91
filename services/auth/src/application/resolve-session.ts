import type { CommandResponse } from '@app/contracts';
import type { AuthDeps } from '../deps.js';
import { sessionUserFacts, touchLastSeen } from '../db/users.js';

/**
 * auth.v1.session.resolve: the gateway's question for every request with a cookie. null for an
 * unknown or expired session and for a banned (or deleted) user; admin rights are read fresh each time.
 */
export async function resolveSession(deps: AuthDeps, token: string): Promise<CommandResponse<'auth.v1.session.resolve'>> {
  const session = await deps.sessions.resolve(token);
  if (!session) return null;
  const user = await sessionUserFacts(deps.sql, session.userId);
  if (!user || user.isBanned) return null;
  const now = new Date();
  if (!user.lastSeen || now.getTime() - user.lastSeen.getTime() >= 60_000) {
    // "last seen" is a convenience: failing to record it must not log anyone out
    await touchLastSeen(deps.prisma, user.id, now).catch((err: unknown) => deps.logger.warn({ err }, 'could not record lastSeen'));
  }
  return { userId: user.id, sessionId: session.sessionId, isAdmin: user.isAdmin };
}
