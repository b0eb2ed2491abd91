import type { UserFacts } from '@app/contracts';
import { parseInput } from '@app/platform';
import type { Request, RequestHandler } from 'express';
import type { RequireAdmin } from '../application/admin-guard.js';
import type { Actor } from '../application/settings-store.js';
import { REQUEST_KEY_HEADER, ZRequestKey } from '../domain/request-key.js';

const admins = new WeakMap<Request, UserFacts>();

/**
 * Mounted in front of every /api/admin route: 401 without a session, 403 unless auth says the user is
 * a current, unbanned admin. A route added under /api/admin is protected without doing anything.
 */
export function adminOnly(requireAdmin: RequireAdmin): RequestHandler {
  return async (req, _res, next) => {
    admins.set(req, await requireAdmin(req));
    next();
  };
}

/** The admin making this request (as adminOnly resolved them), the address they call from (for the audit log) and their request key. */
export function currentActor(req: Request): Actor {
  const admin = admins.get(req);
  if (!admin) throw new Error('currentActor called on a route that is not behind adminOnly');
  const key = req.get(REQUEST_KEY_HEADER);
  return { adminId: admin.id, ipAddress: req.identity?.ip ?? null, ...(key === undefined ? {} : { requestKey: parseInput(ZRequestKey, key, 'Idempotency-Key') }) };
}
