import type { Identity } from '@app/contracts';
import type { AuthDeps } from '../deps.js';

/** Ends the caller's session on every replica; a caller without one has nothing to end (still fine). */
export async function logout(deps: AuthDeps, identity: Identity | undefined): Promise<void> {
  await deps.sessions.revoke(identity?.sessionId);
}
