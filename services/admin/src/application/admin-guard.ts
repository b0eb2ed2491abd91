import type { UserFacts } from '@app/contracts';
import { AppError, requireUserId, type Bus } from '@app/platform';
import type { Request } from 'express';
import { NOT_INSTALLED_MESSAGE } from '../domain/installer.js';

/** Resolves the signed-in admin making the request, or throws 401 (no user) / 403 (not an admin). */
export type RequireAdmin = (req: Request) => Promise<UserFacts>;

/**
 * Whether a user is an admin is the auth service's current data (design section 3), never a session copy.
 * Answers are kept for at most `cacheMs` (1 s): a burst of admin-panel calls asks auth once, and a
 * revoked or banned admin loses access within a second.
 *
 * Until the installer has completed (`isInstalled`), nobody is an administrator: an admin account that an
 * interrupted install created (and the retry takes over) cannot use the admin API on a site not set up.
 * The installer's own routes (/api/installer) are not behind this guard.
 */
export function createAdminGuard(bus: Bus, options: { cacheMs?: number; isInstalled: () => Promise<boolean> }): RequireAdmin {
  const cacheMs = Math.min(options.cacheMs ?? 1000, 1000);
  const cache = new Map<string, { at: number; facts: Promise<UserFacts> }>();

  function lookup(userId: string): Promise<UserFacts> {
    const now = Date.now();
    const hit = cache.get(userId);
    if (hit && now - hit.at < cacheMs) return hit.facts;
    if (cache.size > 1000) for (const [id, entry] of cache) if (now - entry.at >= cacheMs) cache.delete(id);
    const facts = bus.request('auth.v1.user.get', { userId });
    cache.set(userId, { at: now, facts });
    // A failed lookup is not remembered (unless a newer lookup has replaced it already).
    facts.catch(() => {
      if (cache.get(userId)?.facts === facts) cache.delete(userId);
    });
    return facts;
  }

  return async (req) => {
    const userId = requireUserId(req.identity);
    if (!(await options.isInstalled())) throw new AppError('FORBIDDEN', NOT_INSTALLED_MESSAGE);
    const user = await lookup(userId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    });
    if (!user?.isAdmin || user.isBanned) throw new AppError('FORBIDDEN', 'Admin access required');
    return user;
  };
}
