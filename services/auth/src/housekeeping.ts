import type { Logger } from '@app/platform';
import type { AuthPrisma } from './db/client.js';
import { deleteDeadTokens } from './db/tokens.js';
import type { SessionManager } from './sessions/session-manager.js';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly: drop expired sessions (database store) and links that can no longer be used. */
export function startHousekeeping(prisma: AuthPrisma, sessions: SessionManager, logger: Logger): () => void {
  const run = async () => {
    try {
      const sessionsDeleted = await sessions.deleteExpired();
      const tokensDeleted = await deleteDeadTokens(prisma, new Date());
      if (sessionsDeleted || tokensDeleted) logger.info({ sessionsDeleted, tokensDeleted }, 'housekeeping');
    } catch (err) {
      logger.warn({ err }, 'housekeeping failed; will retry');
    }
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
